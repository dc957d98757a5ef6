/** Runs a program without blocking the event loop (the mock answers from this process). */
import {spawn} from 'node:child_process';

export interface ProcessResult {
  status: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export function runProcess(
  command: string,
  args: string[],
  options: {cwd?: string; env?: Record<string, string>; timeoutMs?: number} = {},
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 30_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({status: null, stdout, stderr: stderr + String(error), timedOut});
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({status, stdout, stderr, timedOut});
    });
  });
}

/** Whether a program is on PATH. */
export async function hasTool(tool: string): Promise<boolean> {
  const result = await runProcess('sh', ['-c', `command -v ${tool}`], {timeoutMs: 5000});
  return result.status === 0;
}
