import { describe, expect, it } from 'vitest';

import { formatDocumentTitle } from './title';

describe('formatDocumentTitle', () => {
  it('joins the page title and the product title', () => {
    expect(formatDocumentTitle('Sign in', 'Z Compute')).toBe('Sign in - Z Compute');
    expect(formatDocumentTitle('登录', 'Z 算力')).toBe('登录 - Z 算力');
  });

  it('is the product title alone without a page title', () => {
    expect(formatDocumentTitle(undefined, 'Z Compute')).toBe('Z Compute');
  });
});
