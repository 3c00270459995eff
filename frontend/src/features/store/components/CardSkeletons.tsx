import { CardGrid } from '@/components/CardGrid';
import { Panel } from '@/components/Panel';
import { PlainSkeleton } from '@/components/PlainSkeleton';

export const GRID = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Panel key={index} size="small">
          <PlainSkeleton avatar rows={2} />
        </Panel>
      ))}
    </CardGrid>
  );
}
