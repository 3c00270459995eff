import { CardGrid } from '@/components/CardGrid';
import { Panel } from '@/components/Panel';
import { PlainSkeleton } from '@/components/PlainSkeleton';

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
