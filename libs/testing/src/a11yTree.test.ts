import { describe, expect, it } from 'vitest';
import { keptTree } from './a11yTree.ts';

describe('the accessibility tree a snapshot keeps', () => {
  it('keeps landmarks, headings, controls, images and live regions with their names and states, nested; drops text and addresses', () => {
    const snapshot = `- banner:
  - link "BISP home":
    - /url: /
    - img "BISP home"
- main:
  - status
  - heading "Verify your account" [level=1]
  - paragraph: Enter the mobile phone number you used.
  - text: Mobile phone number
  - textbox "Mobile phone number"
  - button "Get code" [disabled]
- contentinfo:
  - navigation "Legal":
    - list:
      - listitem:
        - link "Terms of Use":
          - /url: /terms-of-use`;
    expect(keptTree(snapshot)).toBe(`- banner
  - link "BISP home"
    - img "BISP home"
- main
  - status
  - heading "Verify your account" [level=1]
  - textbox "Mobile phone number"
  - button "Get code" [disabled]
- contentinfo
  - navigation "Legal"
    - list
      - link "Terms of Use"
`);
  });

  it('keeps an entry whose name has ": " in it (the snapshot quotes it) and the radio group around its radios', () => {
    const snapshot = `- main:
  - alert: Please correct the fields marked below.
  - radiogroup "Do you have health insurance?":
    - radio "Yes" [checked]
  - group "Primary insurance":
    - 'textbox "Primary insurance: ID number"'
    - 'button "Take a photo: Front of the patient''s card"':`;
    expect(keptTree(snapshot)).toBe(`- main
  - alert: Please correct the fields marked below.
  - radiogroup "Do you have health insurance?"
    - radio "Yes" [checked]
  - group "Primary insurance"
    - textbox "Primary insurance: ID number"
    - button "Take a photo: Front of the patient's card"
`);
  });
});
