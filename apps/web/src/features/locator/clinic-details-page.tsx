import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/page/placeholder-page';

export function Component() {
  const { divisionNumber, storeNumber } = useParams();
  return (
    <PlaceholderPage
      heading="Clinic Details"
      purpose={`Hours, services and pricing for clinic ${divisionNumber}-${storeNumber}.`}
    />
  );
}
