#!/usr/bin/env node
// `npm run dev`: the server (restarts on change) and the Vite dev server (hot reload, proxying the
// API to the server) side by side. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@freight/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@freight/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
