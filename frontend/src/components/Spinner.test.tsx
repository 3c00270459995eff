import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FullscreenSpinner } from './Spinner';

describe('FullscreenSpinner', () => {
  it('is busy, with its dots, only while spinning', () => {
    const { container, rerender } = render(<FullscreenSpinner spinning={false} />);
    const mask = container.firstElementChild;
    expect(mask).toHaveAttribute('aria-busy', 'false');
    expect(mask).toBeEmptyDOMElement();

    rerender(<FullscreenSpinner spinning />);
    expect(mask).toHaveAttribute('aria-busy', 'true');
    expect(mask?.querySelectorAll('i')).toHaveLength(4);
  });
});
