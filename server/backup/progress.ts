/**
 * A progress line for the backup commands: a bar redrawn in place on a terminal, plain lines at
 * every tenth otherwise (a log file or CI keeps a few lines, not thousands).
 */
export type Progress = { add(bytes: number): void; done(): void };

export function createProgress(
  label: string,
  total: number,
  out: NodeJS.WriteStream = process.stderr,
): Progress {
  const tty = Boolean(out.isTTY);
  let seen = 0;
  let lastShown = -1;
  const show = (force = false) => {
    const percent = total > 0 ? Math.min(100, Math.floor((seen / total) * 100)) : 100;
    if (tty) {
      if (percent === lastShown && !force) return;
      const width = 30;
      const filled = Math.round((percent / 100) * width);
      out.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${percent}%`);
    } else {
      const step = Math.floor(percent / 10) * 10;
      if (step === lastShown) return;
      out.write(`${label}: ${step}%\n`);
      lastShown = step;
      return;
    }
    lastShown = percent;
  };
  show();
  return {
    add(bytes) {
      seen += bytes;
      show();
    },
    done() {
      seen = total;
      show(true);
      if (tty) out.write('\n');
    },
  };
}
