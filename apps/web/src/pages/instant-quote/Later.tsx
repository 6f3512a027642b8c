import { Skeleton } from 'antd';
import { Suspense, type ReactNode } from 'react';

/** A part of the page shown once `ready` (its code comes in its own chunk); until then a skeleton holds its place. */
export default function Later({ ready, children }: { ready: boolean; children: ReactNode }) {
  if (!ready) return <Skeleton active />;
  return <Suspense fallback={<Skeleton active />}>{children}</Suspense>;
}
