// Server tests hash passwords with scrypt and run real SQL; on a busy 2-core machine one test can take longer
// than jest's 5 s default without anything being wrong.
jest.setTimeout(30_000);
