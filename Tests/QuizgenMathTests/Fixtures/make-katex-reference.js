// Writes katex-reference.json from katex-cases.tsv with KaTeX's MathML output.
// Run from this folder (Debian: apt-get install katex):
//   NODE_PATH=/usr/share/nodejs node make-katex-reference.js
const fs = require('fs');
const katex = require('katex');
const cases = fs.readFileSync('katex-cases.tsv', 'utf8').split('\n').filter(Boolean).map((line) => {
  const [name, mode, tex] = line.split('\t');
  const display = mode === 'D';
  return { name, display, tex, katex: katex.renderToString(tex, { output: 'mathml', displayMode: display, throwOnError: true }) };
});
fs.writeFileSync('katex-reference.json', JSON.stringify({ katexVersion: katex.version, cases }, null, 1) + '\n');
