import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <>
      {/* §2: the benefit code page is not indexed by robots; React moves this tag into <head>. */}
      <meta name="robots" content="noindex" />
      <PlaceholderPage
        heading="A benefit code is needed to find availability"
        purpose="Enter the benefit code from your employer or plan to see the locations that accept it."
      />
    </>
  );
}
