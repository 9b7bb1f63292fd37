// V8 flags for the Node processes of a test run (each test file's, and the servers the
// tests spawn), not for production. PGlite is PostgreSQL compiled to WebAssembly and
// Prisma's query compiler is WebAssembly too: V8 first compiles a module with its fast
// baseline compiler (Liftoff), then again with TurboFan in the background. A test
// process lives seconds to a minute, too short for that second compile to pay back: with
// Liftoff only, server test files used 15-30% less CPU (BENCHMARKS.md). Behaviour is the same.
export const TEST_NODE_FLAGS = ['--liftoff-only'];
