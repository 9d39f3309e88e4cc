import { describe, expect, it } from 'vitest';
import { parseDiagnostics } from './diagnostics.ts';

describe('parseDiagnostics', () => {
  it('reads the positions go build prints, with continuation lines joined to their message', () => {
    // The form `go run main.go` prints (the continuation lines checked with Go 1.27.3 on this machine).
    const text =
      '# command-line-arguments\n' +
      './main.go:7:9: cannot use s (variable of type string) as int value in return statement\n' +
      './main.go:10:2: declared and not used: x\n' +
      './main.go:12:7: too many arguments in call to f\n\thave (number, number)\n\twant (int)\n';
    expect(parseDiagnostics(text)).toEqual([
      { line: 7, col: 9, message: 'cannot use s (variable of type string) as int value in return statement' },
      { line: 10, col: 2, message: 'declared and not used: x' },
      { line: 12, col: 7, message: 'too many arguments in call to f\nhave (number, number)\nwant (int)' },
    ]);
  });

  it("reads gofmt's form without ./ and ignores lines that name no place", () => {
    expect(parseDiagnostics('main.go:3:1: expected declaration, found x\nsomething else\n')).toEqual([
      { line: 3, col: 1, message: 'expected declaration, found x' },
    ]);
    expect(parseDiagnostics('link: some failure\n')).toEqual([]);
  });
});
