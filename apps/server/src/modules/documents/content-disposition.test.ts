import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('names an ASCII file as it is, inline or as an attachment', () => {
    expect(contentDisposition('inline', 'pod.pdf')).toBe(
      `inline; filename="pod.pdf"; filename*=UTF-8''pod.pdf`,
    );
    expect(contentDisposition('attachment', 'bol 2.jpg')).toBe(
      `attachment; filename="bol 2.jpg"; filename*=UTF-8''bol%202.jpg`,
    );
  });

  it('gives a non-ASCII name in filename* (RFC 5987) and an ASCII stand-in in filename', () => {
    expect(contentDisposition('inline', 'Reçu de pesée.pdf')).toBe(
      `inline; filename="Re_u de pes_e.pdf"; filename*=UTF-8''Re%C3%A7u%20de%20pes%C3%A9e.pdf`,
    );
  });

  it('cannot be broken out of by quotes, backslashes, semicolons or line breaks', () => {
    const header = contentDisposition('inline', 'a";\r\nX-Evil: 1\\b%.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `inline; filename="a_;__X-Evil: 1_b_.pdf"; filename*=UTF-8''a%22%3B%0D%0AX-Evil%3A%201%5Cb%25.pdf`,
    );
    expect(contentDisposition('inline', "it's (1)*.pdf")).toContain(
      `filename*=UTF-8''it%27s%20%281%29%2A.pdf`,
    );
  });

  it('never throws on a lone surrogate', () => {
    expect(contentDisposition('inline', 'a\uD800b.pdf')).toBe(
      `inline; filename="a_b.pdf"; filename*=UTF-8''a%EF%BF%BDb.pdf`,
    );
  });
});
