#!/usr/bin/env python3
"""Load test of `quizgen collect`: N simulated students, C at once, each starts an attempt and
submits its answers over plain HTTP/1.1 (asyncio streams, one connection per request, as many
browsers would). Prints errors, lost submissions, throughput and p50/p99 latency per request kind.

All students come from one address (127.0.0.1), as a school behind one NAT does. A start
refused with 429 is tried again after its Retry-After, spread by up to half as long again, as
the exam page does; the figures count those waits in the start's latency and say how many
starts waited.

    collect-load.py PORT[,PORT...] [STUDENTS=2000] [CONCURRENCY=500] [EXAM=LOAD-1] [MARK=N:FILE]

Each student's start carries a random start key, as the exam page's does, and a request that
fails on the connection (a collector killed and restarting) is sent again, as the page sends
again: a start whose answer was lost continues the same attempt, a hand-in sent twice gives
the same receipt. With MARK=N:FILE the client creates FILE once N hand-ins are acknowledged
(scripts/collect-load.sh --kill kills a collector then).

With several ports (collectors sharing one PostgreSQL store) requests go round-robin, so a
student's attempt and submission usually reach different collectors.

Exit status 1 if any request failed or any acknowledged submission is missing afterwards
(checked through GET .../result with each token).
"""
import asyncio
import json
import os
import random
import secrets
import sys
import time

PORTS = [int(p) for p in sys.argv[1].split(",")]
NEXT = [0]
STUDENTS = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
CONCURRENCY = int(sys.argv[3]) if len(sys.argv) > 3 else 500
EXAM = sys.argv[4] if len(sys.argv) > 4 else "LOAD-1"
MARK = sys.argv[5].split(":", 1) if len(sys.argv) > 5 else None
ANSWERS = {"rhine-source": "true", "capital-at": "Vienna", "longest": "b"}
RETRIED = [0]
# How long a request is tried again on connection failures before it counts as failed.
RETRY_FOR = 180.0


async def request(method, path, body=None, token=None):
    """One request, sent again (after 0.2-0.4 s) while the connection fails."""
    give_up = time.perf_counter() + RETRY_FOR
    while True:
        try:
            return await request_once(method, path, body, token)
        except (ConnectionError, asyncio.IncompleteReadError, IndexError, ValueError, OSError):
            if time.perf_counter() > give_up:
                raise
            RETRIED[0] += 1
            await asyncio.sleep(0.2 + random.random() / 5)


async def request_once(method, path, body=None, token=None):
    PORT = PORTS[NEXT[0] % len(PORTS)]
    NEXT[0] += 1
    reader, writer = await asyncio.open_connection("127.0.0.1", PORT)
    data = b"" if body is None else json.dumps(body).encode()
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n"
    if token:
        head += f"Authorization: Bearer {token}\r\n"
    writer.write(head.encode() + b"\r\n" + data)
    await writer.drain()
    raw = await reader.read()
    writer.close()
    header, _, payload = raw.partition(b"\r\n\r\n")
    if not header.startswith(b"HTTP/1.1 "):
        raise ConnectionResetError("no answer")
    status = int(header.split(b" ", 2)[1])
    retry = 0
    for line in header.split(b"\r\n")[1:]:
        name, _, value = line.partition(b":")
        if name.strip().lower() == b"retry-after":
            retry = int(value.strip())
    return status, json.loads(payload or b"{}"), retry


async def student(n, gate, timings, failures, receipts, waited):
    async with gate:
        try:
            t0 = time.perf_counter()
            start = {"examinee": f"Student {n}", "start_key": secrets.token_hex(16)}
            while True:
                status, attempt, retry = await request("POST", f"/v1/exams/{EXAM}/attempts", start)
                if status != 429:
                    break
                waited.add(n)
                await asyncio.sleep(retry * (1 + random.random() / 2))
            t1 = time.perf_counter()
            timings["start"].append(t1 - t0)
            if status not in (200, 201):
                failures.append(f"start {n}: {status} {attempt}")
                return
            body = {"format": "quizgen-submission/1", "exam": EXAM, "answers": ANSWERS}
            status, receipt, _ = await request("PUT", f"/v1/attempts/{attempt['attempt']}/submission", body, attempt["token"])
            timings["submit"].append(time.perf_counter() - t1)
            if status != 201:
                failures.append(f"submit {n}: {status} {receipt}")
                return
            receipts.append((attempt["attempt"], attempt["token"], receipt["receipt"]))
            if MARK and len(receipts) == int(MARK[0]):
                open(MARK[1], "w").close()
        except Exception as error:  # noqa: BLE001 - every failure counts
            failures.append(f"student {n}: {error!r}")


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))] * 1000 if values else float("nan")


async def main():
    gate = asyncio.Semaphore(CONCURRENCY)
    timings = {"start": [], "submit": []}
    failures, receipts, waited = [], [], set()
    began = time.perf_counter()
    await asyncio.gather(*(student(n, gate, timings, failures, receipts, waited) for n in range(STUDENTS)))
    elapsed = time.perf_counter() - began
    # Every acknowledged submission must be there: its result names the same receipt.
    lost = 0
    check = asyncio.Semaphore(50)

    async def verify(item):
        nonlocal lost
        attempt, token, receipt = item
        async with check:
            status, result, _ = await request("GET", f"/v1/attempts/{attempt}/result", token=token)
            if status != 200 or result.get("receipt") != receipt:
                lost += 1

    await asyncio.gather(*(verify(item) for item in receipts))
    print(f"collectors {len(PORTS)}, students {STUDENTS}, {CONCURRENCY} at once: {elapsed:.2f} s, {2 * len(receipts) / elapsed:.0f} requests/s")
    print(f"errors {len(failures)}, acknowledged {len(receipts)}, lost {lost}, starts that waited (429) {len(waited)}, requests sent again after a connection failure {RETRIED[0]}")
    for kind in ("start", "submit"):
        print(f"{kind:7} p50 {percentile(timings[kind], 50):7.1f} ms   p99 {percentile(timings[kind], 99):7.1f} ms")
    for failure in failures[:10]:
        print("  " + failure)
    sys.exit(1 if failures or lost else 0)


asyncio.run(main())
