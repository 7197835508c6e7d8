// The output of the check scripts: one PASS/FAIL line per assertion with its figures, then `N passed, M failed`.

export interface CheckReport {
  /** Records and prints one assertion; returns whether it held. */
  check(name: string, held: boolean, figures?: string): boolean;
  /** Prints an informational line (not an assertion). */
  note(text: string): void;
  failed(): number;
  /** Prints the summary line and sets the exit code (non-zero on any failure). */
  finish(): void;
}

export function createCheckReport(): CheckReport {
  let passed = 0;
  let failed = 0;
  return {
    check(name, held, figures) {
      if (held) passed += 1;
      else failed += 1;
      console.info(`${held ? 'PASS' : 'FAIL'} ${name}${figures ? ` (${figures})` : ''}`);
      return held;
    },
    note(text) {
      console.info(`  ${text}`);
    },
    failed: () => failed,
    finish() {
      console.info(`${passed} passed, ${failed} failed`);
      if (failed > 0) process.exitCode = 1;
    },
  };
}

/** Runs one section of a check; an exception is reported as a failure of the section instead of ending the run. */
export async function runSection(report: CheckReport, name: string, section: () => Promise<void>): Promise<void> {
  try {
    await section();
  } catch (error) {
    report.check(`${name} ran to the end`, false, error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
}
