import { Card, Col, Row, Skeleton } from 'antd';

export const GRID = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

export function CardSkeletons({ count = 4 }: { count?: number }) {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Col key={index} {...GRID}>
          <Card size="small">
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
