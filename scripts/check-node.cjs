// Stops `npm start` and `npm test` on a Node older than the project needs (issue 30), with
// one line saying how to get Node 22, before anything of the app runs. CommonJS and old
// syntax on purpose: it must itself run on any Node. The minimum is package.json's
// `engines` (issue 42 item 10: the highest any installed dependency declares), read here
// so the two cannot disagree.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose (above)
var wanted = /^>=(\d+)\.(\d+)$/.exec(require('../package.json').engines.node);
var parts = process.versions.node.split('.').map(Number);
var major = Number(wanted[1]);
var minor = Number(wanted[2]);
var ok = parts[0] > major || (parts[0] === major && parts[1] >= minor);
if (!ok) {
  process.stderr.write(
    'Prayer companion needs Node ' + major + '.' + minor + ' or later, and this is Node ' + process.versions.node +
      ': run PATH="$(scripts/node22.sh):$PATH" first (it fetches Node 22 once into .tmp/node22; README, Run it).\n',
  );
  process.exit(1);
}
