import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actorHostingFindings, actorHostingFindingsIn, HOST_FILE } from './actorHosting.ts';

const root = resolve(__dirname, '../..');

describe('every actor is hosted in the session’s actor system', () => {
  it('no shipped file creates an actor but the host, and no module holds one', () => {
    expect(actorHostingFindingsIn(root)).toEqual([]);
  });

  it('finds the ways around it: a creator imported elsewhere, a render-time hook, a module-level actor', () => {
    const file = 'libs/features/x/src/service.ts';
    const text = [
      "import { createActor, fromPromise } from 'xstate';",
      "import { useActorRef } from '@xstate/react';",
      "import { signInMachine } from '@portal/machines';",
      'let current: SignInActor | null = null;',
      'const running = createActor(signInMachine).start();',
      'const limit = 3;',
    ].join('\n');
    expect(actorHostingFindings(file, text).map((finding) => finding.split(': ')[0])).toEqual([`${file}:1`, `${file}:2`, `${file}:4`, `${file}:5`]);
  });

  it('type-only imports, and the host itself, are not findings', () => {
    expect(actorHostingFindings('libs/x/src/types.ts', "import { type Actor, fromPromise } from 'xstate';\nexport type A = Actor<never>;")).toEqual([]);
    expect(actorHostingFindings(HOST_FILE, "import { createActor } from 'xstate';")).toEqual([]);
  });
});
