export { portalRoot } from './global.css.ts';

export { Button, buttonClass, buttonVariants, type ButtonProps, type ButtonVariant } from './Button/index.ts';
export { Heading, Text, headingLevels, textTones, textSizes } from './Typography/index.ts';
export { PageShell, PublicHeader, AuthHeader, Footer, MAIN_CONTENT_ID } from './PageChrome/index.ts';
export { LoadingOverlay } from './LoadingOverlay/index.ts';
export { ErrorBox, ErrorBanner } from './ErrorMessage/index.ts';
export {
  GlobalMessage,
  globalMessageTypes,
  GLOBAL_MESSAGE_AUTO_HIDE_MS,
  type GlobalMessageContent,
  type GlobalMessageType,
} from './GlobalMessage/index.ts';
export { GlobalMessageProvider, useGlobalMessage } from './GlobalMessage/index.ts';
export { Stack, Card } from './Layout/index.ts';
export { AlertCircleIcon, CloseIcon, MenuIcon } from './icons/index.ts';
export { visuallyHidden } from './a11y.css.ts';
export { sprinkles, type Sprinkles } from './sprinkles.css.ts';
export { Timeline, TimelineIcon, timelineStatuses, timelineIconNames, type TimelineEntry, type TimelineLabels, type TimelineStatus, type TimelineIconName } from './Timeline/index.ts';
export { FieldError, FieldDescription, fieldLabelClass, fieldErrorVariants, type FieldErrorProps, type FieldErrorVariant } from './Field/index.ts';
export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType, type TextFieldInputMode } from './TextField/index.ts';
export { PhoneField, formatUsPhone, normaliseInternationalPhone, US_PHONE_DIGITS, INTERNATIONAL_PHONE_MAX_DIGITS, type PhoneFieldProps, type UsPhone } from './PhoneField/index.ts';
export { DateOfBirthField, parseDateOfBirth, dateOfBirthParts, DATE_OF_BIRTH_PART_LENGTH, EMPTY_DATE_OF_BIRTH, type DateOfBirthFieldProps, type DateOfBirthPart, type DateOfBirthValue } from './DateOfBirthField/index.ts';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField/index.ts';
export { RadioGroupField, type RadioGroupFieldProps, type RadioGroupHandle, type RadioOption } from './RadioGroup/index.ts';
export { Checkbox, TOOLTIP_HOVER_DELAY_MS, type CheckboxProps, type CheckboxTooltip } from './Checkbox/index.ts';
export { OtpField, OTP_LENGTH, extractOtpDigits, type OtpFieldProps } from './OtpField/index.ts';
export { LegalText, type LegalTextContent } from './LegalText/index.ts';
export { FailureView } from './FailureView/index.ts';
export { PricingInfo, type PricingInfoContent } from './PricingInfo/index.ts';
export { PhoneText } from './PhoneText/index.ts';
export { ServerText } from './ServerText/index.ts';
export { Link, type LinkProps } from './Link/index.ts';
export { MenuButton, type MenuButtonProps } from './SlideOutMenu/MenuButton.tsx';
// Types only: the components are on the Radix-backed subpaths @portal/design-system/accordion and /menu.
export type { PharmacyInfoContent, PharmacyInfoSection } from './PharmacyInfo/index.ts';
export { AddressFields, addressFieldNames, type AddressFieldName, type AddressFieldsProps, type AddressFieldsValue } from './AddressFields/index.ts';
