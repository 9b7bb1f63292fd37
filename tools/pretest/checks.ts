// `npm test`'s first step: the Prisma client, then the typecheck, the lint and the client
// build side by side (each is mostly one core; run one after another they took 118 s here,
// side by side about 66 s). Each check's output is printed whole when it ends, so the three
// never interleave, and the step fails if any of them fails.
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  command: string;
}

// The package's own scripts, without their pre-scripts: the Prisma client is generated
// once, before these start, not again by each beside the others.
const CHECKS: Check[] = [
  { name: 'typecheck', command: 'npm run --silent --ignore-scripts typecheck' },
  { name: 'lint', command: 'npm run --silent --ignore-scripts lint' },
  { name: 'build', command: 'vite build' },
];

function run({ name, command }: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    // npm puts node_modules/.bin on PATH for its scripts; the shell finds vite there.
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`--- ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s ---\n${Buffer.concat(output).toString()}\n`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
if (results.includes(false)) process.exit(1);
