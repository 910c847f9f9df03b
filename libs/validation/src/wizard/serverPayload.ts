/**
 * The missing-information payload as the server sends it and as the portal posts it back.
 * spec: access-and-identity §3 "Missing information (server payload)".
 * Structurally the `MissingInformation` of `@portal/api` (a util library cannot import the domain
 * one; `serverPayload.test.ts` proves the two stay assignable both ways).
 */
export const missingInfoTypes = ['address', 'phone', 'email', 'gender', 'primaryInsurance', 'secondaryInsurance'] as const;
export type MissingInfoType = (typeof missingInfoTypes)[number];

interface MissingInfoField {
  key: string;
  value: string | null;
  editable: boolean;
  required: boolean;
  possibleValues: string[];
}

export interface MissingInfoGroup {
  infoType: MissingInfoType;
  saved: boolean;
  fieldArray: MissingInfoField[];
}

export interface MissingInformationData {
  active: boolean;
  uninsured: boolean;
  Open_Task: boolean;
  missingInfoArray: MissingInfoGroup[];
}

export function groupOf(missing: Pick<MissingInformationData, 'missingInfoArray'>, infoType: MissingInfoType): MissingInfoGroup | undefined {
  return missing.missingInfoArray.find((group) => group.infoType === infoType);
}

/** The server's value of one field ('' when absent or null). */
export function fieldValue(group: MissingInfoGroup | undefined, key: string): string {
  return group?.fieldArray.find((field) => field.key === key)?.value ?? '';
}
