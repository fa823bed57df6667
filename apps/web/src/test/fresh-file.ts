// The web project's files share their workers (isolate: false in apps/web/vitest.config.ts), so that
// jsdom, React and Mantine load once per worker instead of once per file: that loading was two thirds
// of the project's time. Each file must still start as it would in a worker of its own: this forgets
// every module the previous file evaluated and every mock it registered, which is what Vitest itself
// does between the files of one isolated worker (vitest/dist `run`: `mocker.reset()` and
// `resetModules(evaluatedModules, true)`). Packages are loaded by Node and stay loaded; their state is
// reset by the setup's afterEach (cleanup, timers, globals, storage).

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

interface VitestGlobals {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset(): void };
}

const VITEST_OWN = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];

export function startFileFresh(): void {
  const vitest = globalThis as unknown as VitestGlobals;
  const modules = vitest.__vitest_worker__?.evaluatedModules?.idToModuleMap;
  if (!modules || !vitest.__vitest_mocker__) {
    throw new Error('Vitest internals changed: apps/web/src/test/fresh-file.ts needs a look');
  }
  vitest.__vitest_mocker__.reset();
  for (const [path, node] of modules) {
    if (VITEST_OWN.some((own) => own.test(path))) {
      continue;
    }
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}
