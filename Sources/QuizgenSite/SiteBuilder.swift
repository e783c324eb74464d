import Foundation
import QuizgenCore
import QuizgenLoading

/// Runs the pipeline: installs plugins, runs every step, and publishes the site only when no
/// error (or, with `--strict`, no warning) was found.
public struct SiteBuilder: Sendable {
    /// The plugins after the core one, in installation order.
    public var plugins: [Plugin]

    /// Creates a builder with extra plugins (the core plugin is always first).
    public init(plugins: [Plugin] = []) { self.plugins = plugins }

    /// Builds the site and publishes it through `writer`.
    ///
    /// - Parameters:
    ///   - options: What to build.
    ///   - writer: Where to publish; `nil` validates and renders without writing (`quizgen check`).
    /// - Returns: The result, with every diagnostic.
    public func build(_ options: BuildOptions, writer: (any SiteWriter)?) async -> BuildResult {
        var installer = PluginInstaller(steps: CorePlugin.steps)
        let installed = CorePlugin.builtIn + plugins
        let pluginNames = installed.map(\.name)
        var setup = Diagnostics()
        for plugin in installed {
            do {
                try plugin.installer(&installer)
            } catch {
                setup.error(
                    "plugin.install", "plugin '\(plugin.name)' could not be installed: \(error)")
            }
        }
        if writer != nil { checkOutputLocation(options, into: &setup) }
        if !FileManager.default.fileExists(
            atPath: options.root.appendingPathComponent("Content").path),
            !FileManager.default.fileExists(
                atPath: options.root.appendingPathComponent(ConfigLoader.fileName).path)
        {
            setup.error(
                "site.not-found",
                "\(options.root.path) has neither \(ConfigLoader.fileName) nor Content/; run quizgen in a site folder, pass --root, or create one with 'quizgen init'"
            )
        }
        let hashing = DispatchTime.now().uptimeNanoseconds
        // The inputs are listed while the published site's records are read.
        // A watching process names what changed since its last listing: only that is listed.
        async let listing =
            writer == nil
            ? nil
            : options.knownInputs.flatMap {
                InputScan.list(
                    options, plugins: pluginNames, updating: $0.listing.listing,
                    changed: $0.changed)
            } ?? InputScan.list(options, plugins: pluginNames)
        // ... and so are the published site's manifest and the build cache, at the same time.
        async let publishedRecord = writer?.published()
        async let cacheRecord = writer?.cache()
        let published = await publishedRecord
        let cache = await cacheRecord
        let listed = await listing
        let inputs = listed.map(InputListing.init)
        let scan = listed.map {
            InputScan.scan($0, previous: cache?.files ?? [:], recordedAt: cache?.recordedAt ?? 0)
        }
        let hashed = StepTiming(
            step: "fingerprint",
            seconds: Double(DispatchTime.now().uptimeNanoseconds - hashing) / 1e9)
        if let writer, options.skipUnchanged, !setup.hasErrors, let scan, let published,
            published.fingerprint == scan.fingerprint
        {
            var refreshed: BuildCache?
            if scan.hashedCount > 0, let cache {
                // Remember the stamps of the files read this time, so the next scan need not:
                // appended to the cache, which a 10,000-page site's build would write anew.
                var next = cache
                next.recordedAt = scan.startedAt
                await writer.store(next, patching: cache, changes: scan.changes(since: cache))
                refreshed = next
            }
            var result = BuildResult(
                diagnostics: setup, files: [], published: true,
                notes: ["nothing changed since the last build"],
                timings: [hashed], counts: [], strict: options.strict)
            result.fileCount = published.fileCount
            result.unchanged = true
            result.inputs = inputs
            result.records = BuildResult.Records(
                cache: refreshed, previous: cache, scan: scan, published: published)
            return result
        }
        if let writer, !setup.hasErrors, let scan, let published, let cache,
            var patched = await patchPages(
                options, writer: writer, scan: scan, cache: cache, published: published,
                plugins: installed, installer: installer)
        {
            patched.timings.insert(hashed, at: 0)
            patched.inputs = inputs
            return patched
        }
        // Made only for a build that runs its steps: a skipped or patched one needs none of it
        // (its site context reads the language's dates and strings).
        var context = BuildContext(
            options: options, registry: installer.registry, validators: installer.validators)
        defer { if options.endsProcess { ProcessEnd.keep(context) } }
        context.diagnostics.merge(setup)
        context.builtInTemplates.merge(installer.templates) { theme, _ in theme }
        if let writer, !context.diagnostics.hasErrors {
            do {
                try await writer.begin()
                context.output = OutputSink(writer: writer, keep: options.keepFiles)
            } catch {
                context.diagnostics.error("site.write", "the site was not written: \(error)")
            }
        }
        if !context.diagnostics.hasErrors {
            for step in installer.steps {
                let start = DispatchTime.now().uptimeNanoseconds
                do {
                    try await step.run(&context)
                } catch {
                    context.diagnostics.error("step.failed", "step '\(step.name)' failed: \(error)")
                }
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                context.timings.append(StepTiming(step: step.name, seconds: seconds))
            }
        }
        context.reader.restoreSources(&context.diagnostics)
        var result = BuildResult(
            diagnostics: context.diagnostics, files: context.files, published: false,
            notes: context.notes,
            timings: context.timings, counts: context.store.counts, strict: options.strict,
            exams: context[ReportState.self].exams)
        result.fileCount = context.fileCount
        result.inputs = inputs
        guard let writer, context.output.writer != nil else { return result }
        guard !result.failed else {
            await writer.abort()
            return result
        }
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            if let error = context.output.error { throw error }
            context.progress("publishing \(context.fileCount) files")
            // A build with diagnostics must show them again next time, so it records no
            // fingerprint.
            let fingerprint = result.diagnostics.items.isEmpty ? scan?.fingerprint : nil
            try await writer.commit(fingerprint: fingerprint)
            result.published = true
            if let scan {
                await writer.store(
                    BuildCache(
                        identity: scan.identity, fingerprint: fingerprint,
                        recordedAt: scan.startedAt, files: scan.files,
                        pages: context.pageRecords, nav: context.site.nav))
            }
            for (name, bytes) in context.records.sorted(by: { $0.key < $1.key }) {
                await writer.storeRecord(bytes, named: name)
            }
            if options.preview { result.privateFiles = context.separateOutputs.flatMap(\.files) }
            if writer is DiskSiteWriter {
                for separate in context.separateOutputs {
                    try await DiskSiteWriter(output: separate.folder).publish(separate.files)
                }
            }
        } catch {
            await writer.abort()
            result.diagnostics.error("site.write", "the site was not written: \(error)")
        }
        result.timings.append(
            StepTiming(
                step: "write", seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9))
        return result
    }

    /// The output folder must not be (or contain) the site's sources.
    func checkOutputLocation(_ options: BuildOptions, into diagnostics: inout Diagnostics) {
        let output =
            options.output.path.hasSuffix("/") ? options.output.path : options.output.path + "/"
        let root = options.root.path.hasSuffix("/") ? options.root.path : options.root.path + "/"
        let protected = ["Content/", "Templates/"].map { root + $0 }
        if root.hasPrefix(output) || protected.contains(where: { output.hasPrefix($0) })
            || output == "/"
        {
            diagnostics.error(
                "site.output",
                "the output folder \(options.output.path) would replace the site's own files; choose a folder such as \(root)Site"
            )
        }
    }
}
