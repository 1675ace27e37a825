import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  const { step = '1' } = useParams();
  return (
    <PlaceholderPage
      heading="Tell Us About Your Visit"
      purpose={`A few questions (step ${step}) so we can offer the right appointment types and times.`}
    />
  );
}
