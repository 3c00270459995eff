import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { DrawnAfter } from './DrawnAfter';

describe('DrawnAfter', () => {
  it('commits the placeholder first, then the content in a later render', async () => {
    const commits: string[] = [];
    function Probe({ name }: { name: string }) {
      useEffect(() => void commits.push(name), [name]);
      return <p>{name}</p>;
    }
    render(
      <DrawnAfter fallback={<Probe name="placeholder" />}>
        <Probe name="content" />
      </DrawnAfter>,
    );
    expect(await screen.findByText('content')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
    expect(commits).toEqual(['placeholder', 'content']);
  });
});
