/**
 * PGlite's data directory for the server's user only. PGlite runs PostgreSQL over Emscripten's NODEFS, which
 * sets the modes PostgreSQL asks for with an explicit chmod after creating a file, so the process umask does not
 * apply: its initial files came out 0666 (world-writable) and pg_internal.init 0644. This filesystem masks
 * every mode it is given (on creation and on chmod) down to the owner's bits.
 */
import { NodeFS } from "@electric-sql/pglite/nodefs";

const OWNER_ONLY = ~0o077;

interface NodeFsOps {
  doSetAttr: (arg: unknown, node: unknown, attr: { mode?: number }, ...rest: unknown[]) => void;
  node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown };
}

/** Wraps the NODEFS operations that set a mode; throws when a PGlite upgrade renamed them (the tests catch it). */
function maskModes(nodefs: NodeFsOps | undefined) {
  if (typeof nodefs?.doSetAttr !== "function" || typeof nodefs.node_ops?.mknod !== "function") {
    throw new Error("PGlite's NODEFS changed: cannot keep its data directory owner-only");
  }
  const setAttr = nodefs.doSetAttr.bind(nodefs);
  nodefs.doSetAttr = (arg, node, attr, ...rest) => setAttr(arg, node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & OWNER_ONLY }, ...rest);
  const mknod = nodefs.node_ops.mknod.bind(nodefs.node_ops);
  nodefs.node_ops.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & OWNER_ONLY, dev);
}

export class OwnerOnlyNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS["init"]>) {
    const { emscriptenOpts } = await super.init(...args);
    // After NodeFS's own preRun (which mounts the folder): nodes look their operations up at call time.
    const preRun = [...(emscriptenOpts.preRun ?? []), (mod: { NODEFS?: NodeFsOps }) => maskModes(mod.NODEFS)];
    return { emscriptenOpts: { ...emscriptenOpts, preRun } };
  }
}
