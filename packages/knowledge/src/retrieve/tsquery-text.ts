/** One lexeme as a tsquery operand, quoted so any character in it is taken literally. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Lexemes joined with '|' (any) or '&' (all), ready for a `$n::tsquery` parameter (no re-stemming). */
export function joinLexemes(lexemes: readonly string[], operator: '|' | '&'): string {
  return lexemes.map(quoteLexeme).join(` ${operator} `);
}
