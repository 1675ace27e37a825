import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Fills the sick-visit patient details the way a visitor would. */
export async function fillPatientDetails(user: UserEvent, address = { city: 'Cincinnati', zip: '45202' }) {
  await user.type(screen.getByLabelText("Patient's legal first name"), 'Maria');
  await user.type(screen.getByLabelText("Patient's legal last name"), 'Lopez');
  await user.type(screen.getByLabelText('Month'), '04');
  await user.type(screen.getByLabelText('Day'), '09');
  await user.type(screen.getByLabelText('Year'), '1988');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Race'), 'White');
  await user.selectOptions(screen.getByLabelText('Ethnicity'), 'Not Hispanic or Latino');
  await user.type(screen.getByLabelText('Street address'), '100 Main St');
  await user.type(screen.getByLabelText('City'), address.city);
  await user.selectOptions(screen.getByLabelText('State'), 'OH');
  await user.type(screen.getByLabelText('ZIP code'), address.zip);
  await user.type(screen.getByLabelText('County'), 'Hamilton');
  await user.type(screen.getByLabelText('Phone number'), '5135550142');
  await user.type(screen.getByLabelText('Confirm phone number'), '5135550142');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.type(screen.getByLabelText('Email address'), 'maria@example.com');
  await user.type(screen.getByLabelText('Confirm email address'), 'maria@example.com');
}
