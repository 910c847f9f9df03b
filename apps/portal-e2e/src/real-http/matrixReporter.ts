/**
 * Prints the fault matrix at the end of a run: rows are calls, columns are faults, each cell
 * pass / FAIL / known (an expected failure, test.fail) with the message the patient saw. Cells come
 * from the `fault-matrix-cell` attachments of faults.spec.ts. Also written to .tmp/fault-matrix.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export const MATRIX_ATTACHMENT = 'fault-matrix-cell';

export interface MatrixCell {
  call: string;
  fault: string;
  outcome: 'pass' | 'FAIL' | 'known';
  seen: string;
  detail?: string;
}

const root = resolve(import.meta.dirname, '../../../..');

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function matrixMarkdown(cells: MatrixCell[]): string {
  const calls = [...new Set(cells.map((cell) => cell.call))];
  const faults = [...new Set(cells.map((cell) => cell.fault))];
  const at = (call: string, fault: string) => cells.find((cell) => cell.call === call && cell.fault === fault);
  const lines = [`| call | ${faults.join(' | ')} |`, `|---|${faults.map(() => '---').join('|')}|`];
  for (const call of calls) {
    lines.push(
      `| ${call} | ${faults
        .map((fault) => {
          const cell = at(call, fault);
          return cell ? escape(`${cell.outcome}: ${cell.seen}`) : '–';
        })
        .join(' | ')} |`,
    );
  }
  const failures = cells.filter((cell) => cell.outcome !== 'pass' && cell.detail);
  if (failures.length) {
    lines.push('', ...failures.map((cell) => `- ${cell.call} × ${cell.fault} (${cell.outcome}): ${escape(cell.detail!)}`));
  }
  const count = (outcome: MatrixCell['outcome']) => cells.filter((cell) => cell.outcome === outcome).length;
  lines.push('', `${cells.length} cells: ${count('pass')} pass, ${count('FAIL')} FAIL, ${count('known')} known failures`);
  return lines.join('\n');
}

export default class FaultMatrixReporter implements Reporter {
  private cells: MatrixCell[] = [];

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name === MATRIX_ATTACHMENT && attachment.body) this.cells.push(JSON.parse(attachment.body.toString('utf8')) as MatrixCell);
    }
  }

  onEnd(): void {
    if (this.cells.length === 0) return;
    const table = matrixMarkdown(this.cells);
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(join(root, '.tmp/fault-matrix.md'), `# Fault matrix (real HTTP, BISP against the contract sandbox)\n\n${table}\n`);
    console.log(`\nFault matrix (also in .tmp/fault-matrix.md)\n\n${table}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
