/** The parts of fs-native-extensions (an untyped CommonJS package with prebuilt binaries) the data folder lock uses. */
declare module 'fs-native-extensions' {
  /**
   * An exclusive lock on the whole file, held by this open file description (fcntl F_OFD_SETLK on Linux, flock on
   * macOS) until it is unlocked or closed, which the kernel does when the process dies. False when another holds it.
   */
  export function tryLock(fd: number): boolean;
}
