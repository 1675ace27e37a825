import { PlaceholderPage } from '../../components/page/placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      heading="Patient Information"
      purpose="Tell us about the patient, their insurance and consents to book the appointment you are holding."
    />
  );
}
