import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { requestProblem } from '@/features/staff/model/request-problem';

/** A query's answer once it is there; until then a spinner, or why it failed with a way to try again. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading the ${what}`} />;
  if (query.isError) {
    return (
      <Alert name={null} variant="error" actions={<Button onClick={() => query.refetch()}>Try again</Button>}>
        {requestProblem(query.error, `The ${what} could not be loaded.`)}
      </Alert>
    );
  }
  return children(query.data);
}
