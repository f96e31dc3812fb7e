// Lighthouse reads a page's cost off the wall-clock length of its renderer's tasks. On a machine whose
// cores are shared (CI on a busy host, or one core), the tasks of the harness itself (Lighthouse's
// Node process, Chromium's browser, GPU and tracing processes recording the trace and the filmstrip)
// preempt the page's renderer in the middle of its tasks, and each preemption is counted as the page's
// blocking time: on one core, the home page went from 40 ms of total blocking time to 1.4 s with the
// same build. Measuring with the harness at a lower priority than the renderers keeps the figure the
// page's own. The site's server keeps its priority: it is part of what is measured.
import fs from 'node:fs';
import os from 'node:os';

/** The nice value of the harness; the renderers (and the zygote that forks them) keep theirs. */
const HARNESS_NICENESS = 10;

const RENDERER_OR_ZYGOTE = /--type=(renderer|zygote)\b/;

function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined; // the process or thread ended meanwhile
  }
}

function parentPid(pid: number): number | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name in parentheses may contain spaces: the fields after it are fixed.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? Number(fields[1]) : undefined;
}

/** `root` and every process below it. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentPid(Number(entry));
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

/** Linux's nice value is per thread: each thread of `pid` gets it. */
function deprioritise(pid: number) {
  let threads: string[];
  try {
    threads = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return;
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), HARNESS_NICENESS);
    } catch {
      // gone meanwhile
    }
  }
}

/** Lowers the priority of every thread of this process (Lighthouse); threads it starts later inherit it. */
export function deprioritiseThisProcess() {
  if (hasProc()) deprioritise(process.pid);
}

/**
 * Lowers the priority of Chromium's processes under `chromePid` (the browser, GPU and utility
 * processes), except its renderers and the zygote that starts them. Called before each run: Chromium
 * starts threads and processes as it goes. Does nothing where there is no /proc (not Linux).
 */
export function favourRenderers(chromePid: number | undefined) {
  if (!hasProc() || chromePid === undefined) return;
  for (const pid of processTree(chromePid)) {
    if (!RENDERER_OR_ZYGOTE.test(readProc(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? ''))
      deprioritise(pid);
  }
}

const hasProc = () => process.platform === 'linux' && fs.existsSync('/proc/self/task');
