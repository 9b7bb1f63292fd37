// Stops `npm start` and `npm test` on a Node older than the project needs (issue 30), with
// one line saying how to get Node 22, before anything of the app runs. CommonJS and old
// syntax on purpose: it must itself run on any Node.
'use strict';
var parts = process.versions.node.split('.').map(Number);
var ok = parts[0] > 22 || (parts[0] === 22 && parts[1] >= 12);
if (!ok) {
  process.stderr.write(
    'Prayer companion needs Node 22.12 or later, and this is Node ' + process.versions.node +
      ': run PATH="$(scripts/node22.sh):$PATH" first (it fetches Node 22 once into .tmp/node22; README, Run it).\n',
  );
  process.exit(1);
}
