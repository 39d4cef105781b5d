// One instance of the WebAssembly module and the memory this package
// passes to it.
//
// The module is the library's C ABI compiled for wasm32: the same exports
// as libsudoku.so, and no imports. Its functions take pointers into its
// linear memory, so arguments go through a scratch region this package
// owns. The region comes from memory.grow, called from JavaScript: the
// Rust allocator also takes its pages from memory.grow and never touches
// pages it did not grow itself, so the region and the library's heap never
// meet. The library allocates nothing on its solving paths, so the memory
// rarely grows.

import { STATUS, SudokuError } from './errors.js';

const PAGE = 65536;
const utf8 = new TextDecoder();

/** The module's build of Rust aborts on a panic: a trap, where the native
 * library catches it and returns SUDOKU_INTERNAL_ERROR. */
function isTrap(err) {
  return err instanceof WebAssembly.RuntimeError;
}

export class Machine {
  /** @param {WebAssembly.Module} module @param {WebAssembly.Instance} instance */
  constructor(module, instance) {
    this.module = module;
    this.attach(instance);
  }

  attach(instance) {
    // Counts instances, so that handles into an old one's memory are known
    // to be gone (lib/variant.js).
    this.generation = (this.generation ?? 0) + 1;
    this.exports = instance.exports;
    this.memory = instance.exports.memory;
    this.base = 0;
    this.size = 0;
  }

  /**
   * Runs `body(exports)`. A trap leaves the instance in an unknown state (its
   * stack pointer and heap as the trap left them): the instance is replaced
   * by a fresh one, and the call fails with INTERNAL_ERROR, as the native
   * library's panic guard would.
   */
  call(body) {
    try {
      return body(this.exports);
    } catch (err) {
      if (!isTrap(err)) throw err;
      this.attach(new WebAssembly.Instance(this.module, {}));
      throw new SudokuError(
        STATUS.INTERNAL_ERROR,
        `internal error in libsudoku (${err.message}); the module was restarted`,
      );
    }
  }

  /**
   * The address of a scratch region of at least `bytes` bytes, valid until
   * the next call of reserve. Grows in place when the region ends the
   * memory, else takes fresh pages.
   */
  reserve(bytes) {
    if (bytes <= this.size) return this.base;
    const end = this.memory.buffer.byteLength;
    if (this.size > 0 && this.base + this.size === end) {
      const pages = Math.ceil((bytes - this.size) / PAGE);
      this.memory.grow(pages);
      this.size += pages * PAGE;
    } else {
      // Doubling keeps the pages left behind to at most the region's size.
      const pages = Math.max(Math.ceil(bytes / PAGE), (2 * this.size) / PAGE);
      this.base = this.memory.grow(pages) * PAGE;
      this.size = pages * PAGE;
    }
    return this.base;
  }

  /** A fresh view of the memory (a grown memory has a new buffer). */
  bytes() {
    return new Uint8Array(this.memory.buffer);
  }

  view() {
    return new DataView(this.memory.buffer);
  }

  /** The NUL-terminated string at `ptr`. */
  cString(ptr) {
    const bytes = this.bytes();
    let end = ptr;
    while (bytes[end] !== 0) end++;
    return utf8.decode(bytes.subarray(ptr, end));
  }
}

/** Compiles and instantiates `source`: a WebAssembly.Module, the module's
 * bytes, a Response (or a promise of one), or a URL to fetch (a file: URL
 * is read from disk under Node). */
export async function startMachine(source) {
  const module = await compile(source);
  const instance = await WebAssembly.instantiate(module, {});
  return new Machine(module, instance);
}

async function compile(source) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return WebAssembly.compile(source);
  }
  if (typeof source === 'string' || source instanceof URL) {
    const url = new URL(source, typeof location === 'undefined' ? undefined : location.href);
    if (url.protocol === 'file:') {
      const { readFile } = await import('node:fs/promises');
      return WebAssembly.compile(await readFile(url));
    }
    source = fetch(url);
  }
  const response = await source;
  if (!response.ok) {
    throw new Error(`libsudoku: could not load ${response.url}: HTTP ${response.status}`);
  }
  // Streaming compilation needs the application/wasm type; a server that
  // sends another still works, through the bytes.
  if (response.headers.get('content-type')?.startsWith('application/wasm')) {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
