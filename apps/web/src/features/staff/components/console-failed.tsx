import { Button } from '@/components/ui/button';

/** What shows when a console page fails to render: the error itself stays out of the page. */
export function ConsoleFailed() {
  return (
    <div role="alert">
      <h1>Something went wrong in the staff console.</h1>
      <p>Reload the page to try again. If it keeps happening, tell your administrator.</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </div>
  );
}
