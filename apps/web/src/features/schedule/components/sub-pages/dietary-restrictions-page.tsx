import { type DietaryRestrictions, dietaryRestrictions } from '@hs/content';
import { useMemo } from 'react';
import { Checkboxes } from '../../../../components/ui/checkboxes';
import { Radios } from '../../../../components/ui/radios';
import { Spinner } from '../../../../components/ui/spinner';
import { TextArea } from '../../../../components/ui/text-area';
import { useContent } from '../../../../lib/content/use-content';
import { asChoices, hasOther } from '../../model/choice-list';
import {
  createDietaryRestrictionsSchema,
  type DietaryRestrictionsValues,
} from '../../model/dietary-restrictions-schema';
import styles from '../form-sections.module.css';
import { OtherText, withOtherOption } from '../other-text';
import { StepForm } from '../step-form';
import { useSubPageForm } from '../use-sub-page-form';
import { type SubPageProps, yesNoOptions } from './sub-page-props';

/** dietaryRestrictions (dietitian): allergies or restrictions with Other, and foods not liked. */
export function DietaryRestrictionsPage(props: SubPageProps<DietaryRestrictionsValues>) {
  const content = useContent(dietaryRestrictions);
  if (!content.data) return <Spinner label="Loading the form" />;
  return <DietaryRestrictionsForm {...props} content={content.data} />;
}

function DietaryRestrictionsForm({
  heading,
  initial,
  footer,
  context,
  onDraft,
  onContinue,
  content,
}: SubPageProps<DietaryRestrictionsValues> & { content: DietaryRestrictions }) {
  const schema = useMemo(() => createDietaryRestrictionsSchema(content), [content]);
  const { register, handleSubmit, formState, watch, setValue } = useSubPageForm({ schema, initial, onDraft });
  const errors = formState.errors;
  const yes = watch('allergiesOrRestrictions') === 'Yes';
  const otherTicked = hasOther(asChoices(watch('foodAllergies')));
  return (
    <StepForm
      label={heading}
      onSubmit={handleSubmit(onContinue)}
      errors={errors}
      submitCount={formState.submitCount}
      footer={footer}
    >
      <Radios
        name="allergiesOrRestrictions"
        legend={content.allergiesLegend}
        inline
        options={yesNoOptions(context.options)}
        inputProps={register('allergiesOrRestrictions', { deps: ['foodAllergies', 'otherFoodAllergies'] })}
        error={errors.allergiesOrRestrictions?.message}
      />
      {yes ? (
        <div className={styles.reveal}>
          <Checkboxes
            name="foodAllergies"
            legend={content.allergyListLegend}
            hint="Select all that apply."
            options={withOtherOption(content.allergies, content.otherLabel)}
            inputProps={register('foodAllergies', { deps: ['otherFoodAllergies'] })}
            error={errors.foodAllergies?.message}
          />
          {otherTicked ? (
            <OtherText
              registration={register('otherFoodAllergies')}
              label={content.otherTextLabel}
              error={errors.otherFoodAllergies?.message}
              onTrim={(value) => setValue('otherFoodAllergies', value, { shouldValidate: formState.isSubmitted })}
            />
          ) : null}
        </div>
      ) : null}
      <TextArea
        {...register('foodsOrIngredientsNotLiked')}
        label={content.foodsNotLikedLabel}
        hint="Up to 200 characters."
        error={errors.foodsOrIngredientsNotLiked?.message}
      />
    </StepForm>
  );
}
