/**
 * ffmpeg and ffprobe, run as child processes (never in the API's event loop): found once when
 * the server starts (`findMediaTools`); when either is missing, songs and reels are served as
 * uploaded and no job is queued. Every run is niced when `nice` exists, has a timeout, and
 * reports its progress from `-progress pipe:1`.
 */
import { spawn, spawnSync } from 'node:child_process';

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
  /** Runs commands under `nice` (lower priority than the API). */
  nice: boolean;
}

/** What ffprobe tells of a file. */
export interface Probe {
  /** Whole seconds (rounded), or null when the container does not say. */
  duration: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  /** The video's size as shown (rotation applied), or 0 without video. */
  width: number;
  height: number;
}

/** Whether `command -version` runs. */
const runs = (command: string, args = ['-version']) => {
  const result = spawnSync(command, args, { stdio: 'ignore', timeout: 10_000 });
  return result.error === undefined && result.status === 0;
};

/** The tools when both run, else null. */
export function findMediaTools(ffmpeg: string, ffprobe: string): MediaTools | null {
  if (!runs(ffmpeg) || !runs(ffprobe)) return null;
  return { ffmpeg, ffprobe, nice: runs('nice', ['true']) };
}

/** A child process's failure: its exit code and the end of what it wrote on stderr. */
export class ToolFailed extends Error {
  readonly stderr: string;

  constructor(message: string, stderr: string) {
    super(`${message}: ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
    this.name = 'ToolFailed';
    this.stderr = stderr;
  }
}

interface RunOptions {
  timeoutMs: number;
  /** Lines of stdout, as they come. */
  onLine?: (line: string) => void;
  signal?: AbortSignal;
}

/** Runs a tool; resolves with its stdout, rejects with a ToolFailed. */
function run(tools: MediaTools, command: string, args: string[], options: RunOptions): Promise<string> {
  const [file, argv] = tools.nice ? ['nice', ['-n', '10', command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const child = spawn(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (!options.onLine) return;
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) options.onLine(line);
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    const stop = () => child.kill('SIGKILL');
    const timer = setTimeout(stop, options.timeoutMs);
    options.signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolFailed(`${command} did not start (${error.message})`, stderr));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', stop);
      if (code === 0) resolve(stdout);
      else reject(new ToolFailed(`${command} ended with ${signal ?? `code ${code}`}`, stderr));
    });
  });
}

interface ProbeAnswer {
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    side_data_list?: { rotation?: number }[];
    tags?: { rotate?: string };
  }[];
  format?: { duration?: string };
}

/** Probes a file; rejects (ToolFailed) when ffprobe cannot read it. */
export async function probe(tools: MediaTools, file: string): Promise<Probe> {
  const out = await run(
    tools,
    tools.ffprobe,
    [
      '-v',
      'error',
      '-show_entries',
      'format=duration:stream=codec_type,width,height:stream_tags=rotate:stream_side_data=rotation',
      '-of',
      'json',
      file,
    ],
    { timeoutMs: 30_000 },
  );
  const answer = JSON.parse(out) as ProbeAnswer;
  const streams = answer.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === 'video');
  const seconds = Number(answer.format?.duration);
  const rotation = Math.abs(Number(video?.side_data_list?.[0]?.rotation ?? video?.tags?.rotate ?? 0)) % 180;
  const [width, height] = [video?.width ?? 0, video?.height ?? 0];
  return {
    duration: Number.isFinite(seconds) ? Math.round(seconds) : null,
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
    hasVideo: video !== undefined,
    width: rotation === 90 ? height : width,
    height: rotation === 90 ? width : height,
  };
}

/**
 * Runs ffmpeg with `args` (inputs and outputs), reporting progress 0-100 against `seconds` of
 * media (from `-progress pipe:1`).
 */
export async function ffmpeg(
  tools: MediaTools,
  args: string[],
  options: {
    seconds: number;
    timeoutMs: number;
    onProgress?: (percent: number) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  const total = Math.max(options.seconds, 0.1) * 1_000_000;
  await run(
    tools,
    tools.ffmpeg,
    ['-hide_banner', '-nostdin', '-y', '-progress', 'pipe:1', '-nostats', ...args],
    {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      onLine: (line) => {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && options.onProgress)
          options.onProgress(Math.min(99, Math.floor((Number(match[1]) / total) * 100)));
      },
    },
  );
}
