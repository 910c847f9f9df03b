import { useEffect, useRef } from 'react';
import { Button, RadioGroupField, TextField, visuallyHidden } from '@portal/design-system';
import { useCopy } from '@portal/program-config';
import {
  cardImagePart,
  cardSides,
  insuranceAnswer,
  insuranceTextFields,
  type CardImageFiles,
  type InsuranceSet,
} from '@portal/validation';
import { CardImageField } from '../CardImage/CardImageField.tsx';
import { cardSideLabel, fieldId, focusField, setTitle } from './fields.ts';
import { useErrorText, type StepBodyProps } from './Steps.tsx';
import * as styles from './Wizard.css.ts';

export interface InsuranceStepProps extends StepBodyProps {
  files: CardImageFiles;
  /** A reload dropped card photos the patient had added: ask for them again. */
  cardImagesDropped: boolean;
}

/**
 * §2 Insurance step: "Do you have health insurance?", then for the primary and, if added, the
 * secondary insurance the two card photos and the nine text fields. §5: a set is complete with
 * both photos or with all nine fields, and only what is missing from an incomplete set is flagged.
 */
export function InsuranceStep({ form, errors, send, files, cardImagesDropped }: InsuranceStepProps) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const error = useErrorText(errors);
  const { insurance } = form;
  const answer = insuranceAnswer(insurance);
  // Adding a secondary takes the keyboard to its first control; removing it, back to "Add".
  const focusAfterChange = useRef<'added' | 'removed' | null>(null);
  useEffect(() => {
    const change = focusAfterChange.current;
    focusAfterChange.current = null;
    if (change === 'added') focusField('insurance.secondary.frontImage');
    if (change === 'removed') document.getElementById(ADD_SECONDARY_ID)?.focus();
  }, [insurance.hasSecondaryInsurance]);

  return (
    <div className={styles.fields}>
      <div id={fieldId('insurance.hasInsurance')}>
        <RadioGroupField
          label={text.insuranceQuestion}
          value={answer === 'unanswered' ? null : answer}
          onChange={(value) => send({ type: 'ANSWER_INSURANCE', hasInsurance: value === 'yes' })}
          options={[
            { value: 'yes', label: text.yes },
            { value: 'no', label: text.no },
          ]}
          errorMessage={error('insurance.hasInsurance')}
          required
        />
      </div>
      {cardImagesDropped && insurance.hasInsurance ? (
        <p className={styles.note} role="status">
          {text.cardImagesDropped}
        </p>
      ) : null}
      {insurance.hasInsurance ? (
        <>
          <InsuranceSetFields set="primary" {...{ form, errors, send, files }} />
          {insurance.hasSecondaryInsurance ? (
            <>
              <InsuranceSetFields set="secondary" {...{ form, errors, send, files }} />
              <div>
                <Button
                  variant="secondary"
                  onClick={() => {
                    focusAfterChange.current = 'removed';
                    send({ type: 'REMOVE_SECONDARY' });
                  }}
                >
                  {text.removeSecondary}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button
                id={ADD_SECONDARY_ID}
                variant="secondary"
                onClick={() => {
                  focusAfterChange.current = 'added';
                  send({ type: 'ADD_SECONDARY' });
                }}
              >
                {text.addSecondary}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}

const ADD_SECONDARY_ID = 'missing-information-add-secondary';

function InsuranceSetFields({ set, form, errors, send, files }: Omit<InsuranceStepProps, 'cardImagesDropped'> & { set: InsuranceSet }) {
  const { copy } = useCopy();
  const text = copy.missingInformation;
  const error = useErrorText(errors);
  const details = form.insurance[set];
  const title = setTitle(text, set);
  return (
    <fieldset className={styles.insuranceSet}>
      <legend className={styles.legend}>{title}</legend>
      <p className={styles.help}>{text.insuranceHelp}</p>
      <div className={styles.cardSides}>
        {cardSides.map((side) => (
          <div key={side} id={fieldId(`insurance.${set}.${side}`)}>
            <CardImageField
              label={cardSideLabel(text, set, side)}
              name={cardImagePart(set, side)}
              file={files[cardImagePart(set, side)] ?? null}
              fileName={details[side]}
              onChange={(file) => send({ type: 'SET_CARD_IMAGE', set, side, file })}
              errorMessage={error(`insurance.${set}.${side}`)}
            />
          </div>
        ))}
      </div>
      {insuranceTextFields.map((field) => (
        <TextField
          key={field}
          id={fieldId(`insurance.${set}.${field}`)}
          // The set is in the name (hidden): the two sets' fields are told apart by ear.
          label={
            <>
              <span className={visuallyHidden}>{title}: </span>
              {text[field]}
            </>
          }
          value={details[field]}
          onChange={(value) => send({ type: 'CHANGE', field: `insurance.${set}.${field}`, value })}
          errorMessage={error(`insurance.${set}.${field}`)}
          autoComplete="off"
        />
      ))}
    </fieldset>
  );
}
