// Run a Python script under MicroPython (WebAssembly) with the repo's
// engine/ and tools/ packages in its in-memory filesystem.
// usage: node tools/mp/run.mjs SCRIPT.py [heap_kb]
// Exit status 1 when the script raises; its traceback goes to stderr.
//
// If the script defines step(), it is then called again and again, each
// time in a fresh runPython call, for as long as it returns True; then
// finish() if defined. Why: this port's gc.collect() scans the wasm stack
// conservatively, so within one long call dead objects still look live;
// at the start of a fresh call the stack is clean and gc.mem_alloc() after
// gc.collect() is the true live heap.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const script = process.argv[2];
const heapKb = Number(process.argv[3] || 4096);

const mp = await loadMicroPython({
  heapsize: heapKb * 1024,
  stdout: (s) => process.stdout.write(s),
  linebuffer: false,
});

// The runtime cannot see the host's files: copy the packages in, with
// their own folders (a game's: ui/cribbage/), but tools/' runtime.
function copyPackage(hostDir, mpDir) {
  mp.FS.mkdir(mpDir);
  for (const f of readdirSync(hostDir)) {
    const host = join(hostDir, f);
    if (statSync(host).isDirectory()) {
      if (f !== "__pycache__" && f !== "node_modules" && f !== "mp") copyPackage(host, `${mpDir}/${f}`);
    } else if (f.endsWith(".py") || f.endsWith(".bin")) {  // (.bin: tables read from the drive)
      mp.FS.writeFile(`${mpDir}/${f}`, readFileSync(host));
    }
  }
}
for (const pkg of ["engine", "tools", "ui"]) {
  copyPackage(join(repo, pkg), "/" + pkg);
}

// MP_EXTRA: more host folders whose Python files and packages go to "/"
// (stand-ins for native modules, libraries), for the memory benchmark.
function copyTree(hostDir, mpDir) {
  for (const f of readdirSync(hostDir)) {
    const host = join(hostDir, f);
    if (statSync(host).isDirectory()) {
      if (f === "__pycache__") continue;
      try { mp.FS.mkdir(`${mpDir}/${f}`); } catch (e) { /* exists */ }
      copyTree(host, `${mpDir}/${f}`);
    } else if (f.endsWith(".py")) {
      mp.FS.writeFile(`${mpDir}/${f}`, readFileSync(host));
    }
  }
}
for (const dir of (process.env.MP_EXTRA || "").split(":").filter(Boolean)) {
  copyTree(dir, "");
}

try {
  mp.runPython("import sys\nif '/' not in sys.path: sys.path.append('/')\n");
  mp.runPython(readFileSync(script, "utf8"));
  if (mp.globals.get("step") !== undefined) {
    mp.runPython("_running = True");
    while (mp.globals.get("_running")) {
      mp.runPython("_running = step()");
    }
    if (mp.globals.get("finish") !== undefined) mp.runPython("finish()");
  }
} catch (e) {
  process.stderr.write(String(e) + "\n");
  process.exit(1);
}
