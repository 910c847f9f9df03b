/**
 * Every patient-facing string of the portal, in English, as the specs write them. A programme's
 * `copy.en.json` may override any of these (and only these) keys. Placeholders in braces are filled
 * by `formatCopy`: {programName}, {programPhone}, {programHours}, {contactUsHours}, {medicalInformationPhone},
 * {serviceProvider}, {year}, {host}, {name}.
 */
export const baseCopy = {
  common: {
    loading: 'LOADING',
    home: 'Home',
    close: 'Close',
    continue: 'Continue',
    skipToContent: 'Skip to main content',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    logoAlt: '{programName} home',
    pending: 'Please wait',
  },
  landing: {
    title: 'Welcome',
    welcome: 'Welcome to {programName}',
    intro: 'Follow your prescription, choose your pharmacy and pay in one place.',
    /** `intro` in a programme with payment off (copy/featureCopy.ts). */
    introWithoutPayment: 'Follow your prescription and choose your pharmacy in one place.',
    verifyPrompt: 'To get started, complete a quick verification.',
    enter: 'ENTER',
    disclaimersLabel: 'Important information',
    disclaimerAdverseEvents:
      'This service is not intended for reporting adverse events or product complaints.',
    disclaimerMedicalInformation:
      'To report an adverse event or a product complaint, or for medical information, please call {medicalInformationPhone}.',
  },
  footer: {
    hipaaPractices: 'HIPAA Practices',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
    /** The Section 1557 notice of free language assistance (program.json `languageAssistance`). */
    languageAssistance: 'Language assistance',
    copyright: '© {year} {serviceProvider}. All rights reserved.',
    navLabel: 'Legal',
  },
  notFound: {
    title: 'Page not found',
    body: 'We could not find the page you requested. Please check your link and try again.',
    home: 'Home',
  },
  routerError: {
    title: 'Unexpected Application Error!',
  },
  /**
   * Part of the portal's code could not be downloaded (after one automatic reload). §8 lists the
   * developer's "Loading chunk failed" here; a patient reads what happened and what to do instead.
   */
  chunkError: {
    title: 'This page did not load',
    body: 'Part of this page could not be downloaded. Please check your internet connection and try again.',
    retry: 'Try again',
  },
  /**
   * The page the service worker shows for a page opened with no network (apps/portal/build/pwa.ts). It is
   * written at build time in every language; the programme's values are filled in then.
   */
  offline: {
    title: "You're offline",
    body: '{programName} needs an internet connection to open this page. Please check your connection and try again.',
    retry: 'Try again',
    help: 'Questions? Call us at {programPhone}, {programHours}.',
  },
  failure: {
    title: 'Something went wrong...',
    body: 'Something went wrong on our end. Please try again later.',
    reload: 'Reload site',
  },
  pages: {
    login: 'Verify your account',
    loginError: 'We could not sign you in',
    profileError: 'We could not load your profile',
    verification: 'Verify Profile',
    logout: 'Signing out',
    onboarding: 'Welcome',
    prescriptions: 'My Prescriptions',
    profile: 'Profile',
    contactUs: 'Contact Us',
    pharmacy: 'My Pharmacy',
    pharmacyInstructions: 'My Pharmacy',
    payment: 'Payment',
    fillHistory: 'Fill History',
    updateShippingAddress: 'Update Shipping Address',
    privacyPolicy: 'Privacy Policy',
    hipaaPractices: 'HIPAA Practices',
    termsOfUse: 'Terms of Use',
    languageAssistance: 'Language assistance',
    missingInformationStart: 'We need a few more details',
    missingInformationAddress: 'Address',
    missingInformationPhone: 'Mobile phone',
    missingInformationEmail: 'E-mail',
    missingInformationInsurance: 'Insurance',
    missingInformationGender: 'Gender',
    missingInformationReview: 'Review your details',
    missingInformationSuccess: 'Thank you',
    missingInformationInterim: 'We are reviewing your details',
  },
  errors: {
    fetchData: 'An error occurred while fetching data',
    timeout: 'The server took too long to answer. Please check your connection and try again.',
    network: 'We could not reach the server. Please check your connection and try again.',
    invalidResponse: 'We received an answer we could not read. Please try again in a few minutes.',
    profileFetch: 'An error occurred fetching your profile.  Please try again in a few minutes.',
    sessionExpired:
      'Your login session has expired due to inactivity. Please generate a new OTP and log in again.',
    tokenRenewal: 'An error occurred while renewing your access token',
    /** spec §8 "Missing-information post not ok". */
    missingInformationUpdate: 'An error occurred while updating your missing information. Please try again.',
    /** A 401 on a call with the token: the server no longer accepts the session. */
    sessionEnded: 'Your session has ended. Please get a new code and sign in again.',
    /** The absolute session lifetime (program.json `session.absoluteLifetimeHours`) ran out, active or not. */
    sessionLifetime: 'For your security, your session has reached its time limit. Please get a new code and sign in again.',
  },
  signIn: {
    title: 'Verify your account',
    intro: 'Enter the mobile phone number you used for your prescription. We will text you a code to sign in.',
    /** The intro once the patient chose to sign in by e-mail. */
    introEmail: 'Enter the e-mail address you used for your prescription. We will e-mail you a code to sign in.',
    phoneLabel: 'Mobile phone number',
    /** §5: the spec's example, for the US-only (masked) field. */
    phonePlaceholder: '(123) 456-7890',
    /** The same example where US_only_phone is off: the field wants a leading + and the country code. */
    phonePlaceholderInternational: '+1 123 456 7890',
    phoneHintUs: 'US numbers only, 10 digits.',
    phoneHintInternational: 'Start with + and your country code.',
    emailLabel: 'E-mail address',
    useEmail: 'Use my e-mail address instead',
    usePhone: 'Use my mobile phone number instead',
    getCode: 'Get code',
    /** Get code while the page's code is still arriving (a slow network): a press now is kept. */
    gettingReady: 'Getting ready…',
    codeTitle: 'Enter verification code',
    codeSentToPhone: 'Enter the 6-digit code we sent to your phone number {address}.',
    codeSentToEmail: 'Enter the 6-digit code we sent to your e-mail address {address}.',
    codeLabel: 'Verification code',
    /** After the field's label in each box's name ("Verification code, digit 1 of 6", WCAG 2.5.3). */
    codeDigitLabel: 'digit {index} of {total}',
    submitCode: 'Submit code',
    didNotReceive: "Didn't receive a code?",
    resendCode: 'Resend code',
    codeResent: 'We sent you a new code.',
    changeNumber: 'Use a different number or e-mail',
  },
  verification: {
    title: 'Verify Profile',
    intro: 'This helps us confirm your identity and find your prescription information. All fields are required.',
    firstName: 'First name',
    lastName: 'Last name',
    dateOfBirth: 'Date of birth',
    month: 'Month',
    day: 'Day',
    year: 'Year',
    monthPlaceholder: 'MM',
    dayPlaceholder: 'DD',
    yearPlaceholder: 'YYYY',
    zipCode: 'ZIP code',
    mobilePhone: 'Mobile phone',
    residentOfUSA: 'I am a resident of the United States (including DC, Puerto Rico, Guam or US Virgin Islands).',
    agreeToTermsBefore: 'I have read and agree to the ',
    agreeToTermsLink: 'terms of use',
    agreeToTermsAfter: '.',
    residencyTooltip: 'The program is only available to US residents.',
    submit: 'Submit',
    termsTitle: 'Terms of Use',
  },
  validation: {
    /** §5: the generic message of a required field; the spec does not give its text. */
    required: 'This field is required',
    /** §5: the generic conversion failure (a number or an integer that is not one). */
    couldNotConvert: 'Could not convert',
    /** §5 "Strings may have a maximum length": {max} is the field's limit. */
    textTooLong: 'Please use at most {max} characters.',
    dobRequired: 'Please enter your date of birth',
    dobInvalid: 'Invalid date',
    dobFuture: 'Cannot be a future date',
    dobMinor: 'You must be 18 years or older to use this portal.',
    emailInvalid: 'Invalid email',
    phoneInvalid: 'Invalid phone number',
    phoneRequired: 'Please enter your mobile phone',
    postalCodeInvalid: 'Invalid postal code',
    codeInvalid: 'Please enter the 6-digit code',
    firstNameRequired: 'Please enter your first name.',
    lastNameRequired: 'Please enter your last name.',
    zipRequired: 'Please enter your ZIP code',
    residentOfUSA: 'You must be a resident of the United States, (including DC, Puerto Rico, Guam or US Virgin Islands).',
    agreeToTerms: 'You must read and agree to the terms of use.',
    address1Required: 'Please enter your address',
    cityRequired: 'Please enter your city',
    stateRequired: 'Please select state',
    wizardZipRequired: 'Please enter ZIP code',
    wizardPhoneRequired: 'Please enter valid mobile phone',
    wizardEmailRequired: 'Please enter valid email address',
    genderRequired: 'Please select gender that best describes you',
    // spec §5 Insurance card rule, word for word.
    insuranceFrontRequired: 'Please upload front of insurance card',
    insuranceBackRequired: 'Please upload back of insurance card',
    employerNameRequired: 'Please enter Employer Name',
    insuranceProviderRequired: 'Please select insurance provider',
    healthPlanRequired: 'Please provide health plan',
    benefitTypeRequired: 'Please enter benefit type',
    relationshipRequired: 'Please enter Relation to Policy Holder',
    idNumberRequired: 'Please provide Identification number',
    groupNumberRequired: 'Please provide Group Number',
    binRequired: 'Please provide BIN number',
    pcnRequired: 'Please provide PCN number',
    /** A card photo refused by its content (magic bytes) or its size; {name} is the file's name. */
    cardImageNotAccepted: '{name} is not a JPEG, PNG, HEIC or PDF image',
    cardImageTooLarge: '{name} is larger than 10 MB',
    /** §5 "hasInsurance is required": the spec gives no text, so one that names the question. */
    insuranceAnswerRequired: 'Please tell us whether you have health insurance',
  },
  accessErrors: {
    maxAttempts: "You've reached the maximum number of attempts. Please try again later or contact support.",
    phoneNotFound: 'The mobile number you entered does not match our records.',
    emailNotFound: 'The email address you entered does not match our records.',
    wrongCode: "That code wasn't quite right, try entering it again.",
    otpIncorrect:
      'The OTP you entered is incorrect. Please enter the correct OTP or click on the link below to generate a new OTP.',
    registrationMismatch:
      'This information did not match our records. Please enter information provided at time of prescription.',
    enrolmentFailure: 'There was an error enrolling you. Please try again later.',
  },
  loginError: {
    title: 'We could not sign you in',
    body: 'We could not find a single patient profile for these details. Please call us at {programPhone}, {programHours}, and we will help you sign in.',
    back: 'Back to sign in',
  },
  profileError: {
    title: 'We could not load your profile',
    back: 'Try signing in again',
  },
  session: {
    idleTitle: 'Are you still there?',
    idleBody: 'For your security you will be signed out in {seconds} seconds.',
    staySignedIn: 'Stay signed in',
    signOut: 'Sign out',
    /** Under errors.tokenRenewal: the old token still works and the next check tries again. */
    renewalRetry: 'You can carry on; we will try again in a minute.',
    /** Where a patient lands after signing out (here or in another tab), until the next page. */
    signedOut: 'You have signed out.',
  },
  menu: {
    label: 'Main menu',
    open: 'Open menu',
    close: 'Close menu',
    welcome: 'Welcome {name}',
    prescriptions: 'Prescriptions',
    payment: 'Payment',
    fillHistory: 'Fill History',
    tutorial: 'Tutorial',
    profile: 'Profile',
    contactUs: 'Contact Us',
    logout: 'Logout',
    /** Logout pressed: the item while the server is told (at most 2 s), before /logout loads. */
    signingOut: 'Signing you out…',
  },
  onboarding: {
    label: 'Getting started',
    slideLabel: 'Step {index} of {total}',
    slideAnnouncement: 'Step {index} of {total}: {title}',
    slide1Title: "You're in!",
    slide1Body: 'Your prescription, its progress and your payments are now in one place.',
    /** `slide1Body` in a programme with payment off (copy/featureCopy.ts). */
    slide1BodyWithoutPayment: 'Your prescription and its progress are now in one place.',
    getStarted: 'Get started',
    slide2Title: 'Review your prescription',
    slide2Body: 'View your insurance coverage and check the status of your prescription at every step.',
    slide3Title: 'Make payment',
    slide3Body: 'See your estimated out-of-pocket cost and pay it securely before your prescription is filled.',
    paymentInfoLink: 'See more information about payments',
    slide4Title: 'Delivered to your door',
    slide4Body: 'Get updates about your prescription and its delivery, right up to your door.',
    previous: 'Previous',
    next: 'Next',
    skip: 'Skip',
    done: 'Done',
  },
  /**
   * The card-photo control of the missing-information wizard's insurance step. {label} is the
   * field's label (e.g. "Front of primary insurance card"), {name} a file's name.
   */
  cardImage: {
    takePhoto: 'Take a photo',
    chooseFile: 'Choose a file',
    replace: 'Replace',
    remove: 'Remove',
    cancelReplace: 'Cancel',
    /**
     * Each control's accessible name, so that the controls of the front and the back differ: the
     * visible words ({action}) first, as WCAG 2.5.3 asks, then the field's label.
     */
    controlName: '{action}: {label}',
    previewAlt: 'Preview of {label}',
    /** The server already holds this image; no photo was taken in this visit. */
    onFile: 'On file: {name}',
    preparing: 'Preparing {name}…',
    added: '{name} added',
  },
  prescriptions: {
    title: 'My Prescriptions',
    empty: 'You have no prescriptions to show yet.',
    details: 'Prescription Details',
    more: 'MORE',
    less: 'LESS',
    prescriptionDate: 'Prescription date',
    prescriber: 'Prescriber',
    dosage: 'Prescribed dosage',
    quantity: 'Quantity',
    remainingRefills: 'Remaining refills',
    badgeActive: 'ACTIVE',
    badgeTransferred: 'TRANSFERRED',
    payNow: 'Pay now',
    confirmAndProceed: 'Confirm and proceed',
    paymentDueTitle: 'Payment required',
    paymentDueBody: 'Your estimated out-of-pocket cost is {amount}.',
    confirmBody: 'Please confirm your order so your pharmacy can fill it.',
    setUpPharmacy: 'Set up your pharmacy',
    /** In place of setUpPharmacy when the card already shows its pharmacy (the server still allows a change). */
    changePharmacy: 'Change your pharmacy',
    /** The visible line under the drug's name that tells cards of one drug apart. */
    prescribedOn: 'Prescribed {date}',
    helpTitle: 'Need help with your prescription?',
    helpBody: 'Call us at {programPhone}, {programHours}.',
    statusLabel: 'Prescription status',
    /** The card's accessible name, so that cards of the same drug can be told apart: {name}, {step}, {date}. */
    cardName: '{name}, {step}, prescribed {date}',
    /** In place of the payment banner while a return from the checkout confirms this card's payment (after payment.confirmingTitle). */
    confirmingBody: 'This card will update once your payment is confirmed.',
    /** The card's first line: where the prescription stands and what, if anything, the patient must do. */
    status: {
      confirmingPayment: 'Confirming your payment',
      readyToPay: 'Ready to pay {amount}',
      readyToConfirm: 'Ready to confirm your order',
      insuranceNeedsYou: 'Your insurance needs more information',
      stepNeedsYou: 'We need something from you: see {step}',
      choosePharmacy: 'Choose your pharmacy',
      waitingForInsurance: 'Waiting for your insurance',
      shipped: 'Shipped {date}',
      shippedTrackIt: 'Shipped {date} – track it below',
      inProgress: 'We are working on your prescription',
      transferredTo: 'Transferred to {pharmacy}. Nothing more to do here.',
      transferred: 'Transferred to another pharmacy. Nothing more to do here.',
    },
    shipmentTitle: 'Shipment',
    shippedOn: 'Shipped',
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    shipTo: 'Ship to',
    /** Opens the carrier's tracking page (through the leave-site modal). */
    trackPackage: 'Track your package with {carrier}',
    loadError: 'We could not load your prescriptions.',
  },
  timeline: {
    /** The steps' titles as the patient reads them, by the key the domain names each step with (libs/api `TimelineStep`). */
    steps: {
      prescription: 'Prescription',
      insuranceCheck: 'Insurance Check',
      savingsProgram: 'Savings Program',
      pharmacySelected: 'Pharmacy Selected',
      refill: 'Refill',
      payment: 'Payment',
      prescriptionSent: 'Prescription Sent',
      shipped: 'Shipped',
    },
    readMore: 'more',
    readLess: 'less',
    statusPending: 'Pending',
    statusInProgress: 'In Progress',
    statusAlert: 'Alert',
    statusGetMoreInfo: 'Get more info',
    statusCompleted: 'Completed',
    statusClosed: 'Closed',
    refillAvailable: 'Refill available',
    refillRequested: 'Refill requested',
    /** Chosen by the count through Intl.PluralRules (libs/formats `formatPlural`): "1 refill" / "3 refills". */
    refillsRemaining: {
      one: '{count} refill remaining. We will notify you when refill is available.',
      other: '{count} refills remaining. We will notify you when refill is available.',
    },
    paymentProcessed: 'Payment processed',
    paymentDue: 'Payment due',
    received: 'Received {date}',
    eligible: 'Eligible',
    notEligible: 'Not Eligible',
    tracking: 'Tracking # {trackingNumber}',
    pending: 'Pending',
  },
  pricing: {
    title: 'Prescription Pricing',
    estimate: 'The amount shown is an estimate based on your current insurance coverage.',
    higher: 'If the final price is higher, your order is paused and we contact you. No extra charge is made without your approval.',
    lower: 'If the final price is lower, the difference is refunded automatically to your original payment method.',
    processing: 'HealthDyne begins processing and shipping your prescription after your payment.',
  },
  /**
   * /language-assistance: the notice of free language assistance (Section 1557, 45 CFR 92.11). The
   * taglines under `intro` are the government's own texts, one per language, never copy
   * (libs/program-config/src/languageAssistance.ts); this is what the page says in its own language.
   */
  languageAssistance: {
    title: 'Language assistance',
    intro: 'If you need help in another language, we provide it free of charge: call {programPhone} (TTY: 711), {programHours}.',
    listLabel: 'This notice in other languages',
  },
  /** Above the legal pages in any language but English: their text is not translated. Never shown in English. */
  legalNote: {
    englishOnly: 'This document is available in English only, and the English text is the binding one. If you need help with it, call us at {programPhone}.',
  },
  pharmacyInfo: {
    healthdyneHeader: 'HealthDyne Specialty Pharmacy',
    healthdyneBrief: 'A specialty pharmacy that ships your medication to your door.',
    amazonHeader: 'Amazon Pharmacy',
    amazonBrief: 'An online pharmacy with discreet, secure delivery and real-time tracking.',
    truepillHeader: "The manufacturer's direct program",
    truepillBrief: "The manufacturer's direct program, powered by a third-party pharmacy.",
    deliveryTitle: 'Delivery',
    deliveryBody: 'Most medications arrive in 1-4 days, with free shipping.',
    supportTitle: 'Pharmacist support',
    supportBody: 'Pharmacists are available 24/7 to answer your questions.',
    paymentTitle: 'Payment',
    paymentBody: 'Your program savings are applied before you pay.',
  },
  leaveSite: {
    title: 'You are leaving {host}',
    body: "You're about to exit this site. Do you wish to continue?",
    continue: 'Continue',
  },
  globalMessage: {
    dismiss: 'Dismiss message',
  },
  /** The missing-information wizard (access-and-identity §2, §4): texts the spec leaves to the portal. */
  missingInformation: {
    startIntro: 'Before we can process your prescription, we need a few details that are missing from your file. It takes a few minutes.',
    startStepsHeading: 'We will ask you for',
    startNoSteps: 'Nothing is missing from your file any more. Please check your details and send them to finish.',
    stepAddress: 'Your address',
    stepPhone: 'Your mobile phone number',
    stepEmail: 'Your e-mail address',
    stepGender: 'Your gender',
    stepInsurance: 'Your health insurance, with photos of your card if you have them',
    start: 'Start',
    progress: 'Step {index} of {total}',
    next: 'Next',
    back: 'Back',
    /** A step opened from review: Next goes straight back there. */
    saveAndReview: 'Save and return to review',
    errorSummary: 'Please correct the fields marked below.',
    address1: 'Street address',
    address2: 'Apartment, suite or unit (optional)',
    city: 'City',
    state: 'State',
    zip: 'ZIP code',
    phone: 'Mobile phone number',
    email: 'E-mail address',
    gender: 'Gender',
    genderPleaseSelect: 'Please select',
    genderMale: 'Male',
    genderFemale: 'Female',
    genderIntersex: 'Intersex',
    genderPreferNotToSay: 'Prefer not to say',
    statePleaseSelect: 'Please select',
    insuranceQuestion: 'Do you have health insurance?',
    yes: 'Yes',
    no: 'No',
    primaryInsurance: 'Primary insurance',
    secondaryInsurance: 'Secondary insurance',
    /** The card rule of §5, said so that a patient knows what is enough. */
    insuranceHelp: 'Add photos of the front and back of your card, or fill in every field below.',
    primaryFront: 'Front of primary insurance card',
    primaryBack: 'Back of primary insurance card',
    secondaryFront: 'Front of secondary insurance card',
    secondaryBack: 'Back of secondary insurance card',
    insuranceProvider: 'Insurance provider',
    healthPlanName: 'Health plan name',
    idNumber: 'ID number',
    typeOfCoverage: 'Type of coverage',
    relationshipToPolicyholder: 'Relationship to policyholder',
    employerName: 'Employer name',
    groupNumber: 'Group number',
    BIN: 'BIN',
    PCN: 'PCN',
    addSecondary: 'Add a secondary insurance',
    removeSecondary: 'Remove secondary insurance',
    cardImagesDropped: 'The page was reloaded, so the card photos you added are no longer attached. Please add them again.',
    reviewIntro: 'Please check your details, then send them to us.',
    edit: 'Edit',
    /** The accessible name of an edit link: "Edit Address". */
    editSection: 'Edit {section}',
    notProvided: 'Not provided',
    noInsurance: 'No health insurance',
    cardPhoto: 'Photo: {name}',
    noCardPhoto: 'No photo',
    submit: 'Send my details',
    submitting: 'Sending…',
    successBody: 'We have received your details. Our team will review them and contact you if we need anything else.',
    interimBody: 'We have your insurance details and our team is reviewing them now. You do not need to do anything else.',
    callUs: 'Questions? Call us at {programPhone}, {programHours}.',
    continue: 'Continue',
    toPrescriptions: 'Go to My Prescriptions',
  },
  /** Profile (prescription-experience §2 Profile, §5 display formats, §8). */
  profile: {
    personalInformation: 'Personal Information',
    fullName: 'Name',
    dob: 'DOB',
    mobile: 'Mobile',
    email: 'Email',
    primaryAddress: 'Primary Address',
    shippingAddress: 'Shipping Address',
    /** §5: no primary, active Shipping or Mailing & Shipping address. */
    noShippingAddress: 'We have no shipping address on file for you.',
    notOnFile: 'Not on file',
    editShippingAddress: 'Edit shipping address',
  },
  /** Communication preferences, a section of /profile (§7 POST consentPreferences; the screen is the portal's). */
  preferences: {
    title: 'Communication Preferences',
    intro: 'Choose how we may contact you about your prescriptions.',
    sms: 'Text messages',
    email: 'E-mail',
    save: 'Save preferences',
    saving: 'Saving…',
    unsaved: 'You have changes that are not saved yet.',
    savedHeader: 'Preferences saved',
    savedBody: 'We will contact you the way you chose.',
    /** Saved with neither channel: the patient chose no updates. */
    savedNoneBody: 'You chose no updates: we will not text or e-mail you about your prescriptions. You can choose a way to hear from us here at any time.',
    /** The confirmation before saving neither channel. */
    noneTitle: 'Get no updates?',
    noneWarning: 'With neither text messages nor e-mail, you will get no updates about your prescriptions: not when a refill is ready, a payment is due or your medicine ships.',
    noneConfirm: 'Save with no updates',
    noneCancel: 'Keep a way to reach me',
    /** spec §8, word for word (with its two spaces). */
    failure: 'An error occurred while updating your communication preferences.  Please try again.',
  },
  /** /update-shipping-address (§2, §5: the country is always United States, §7 PUT address, §8). */
  shippingAddress: {
    intro: 'Where should we ship your prescriptions?',
    country: 'Country',
    save: 'Save address',
    saving: 'Saving…',
    cancel: 'Cancel',
    successHeader: 'Shipping address updated',
    successBody: 'We will ship your prescriptions to your new address.',
    /** spec §8, word for word. */
    failure: 'Invalid address. Please check the format and enter a valid address.',
  },
  /** Contact Us (§2): the programme phone and the hours of programme config. */
  contactUs: {
    questions: 'Questions? Call us at {programPhone}, {contactUsHours}.',
  },
  /** prescription-experience §2 Payment, §4 Pay session and Payment return, §8. */
  payment: {
    orderDetails: 'Order details',
    dosage: 'Dosage',
    quantity: 'Quantity',
    shippingAddress: 'Shipping address',
    noShippingAddress: 'No shipping address on file.',
    /** The edit link's visible text; its accessible name is `editShippingAddress`. */
    edit: 'Edit',
    editShippingAddress: 'Edit shipping address',
    dueIntro: 'Based on your current insurance coverage, HealthDyne requires you to pay the following prior to filling your prescription:',
    estimated: 'Estimated* out-of-pocket',
    /** The info icon's accessible name (it opens the Prescription Pricing modal). */
    pricingInfo: 'About prescription pricing',
    makePayment: 'Make Payment',
    confirmAndProceed: 'Confirm and proceed',
    creating: 'Creating your payment…',
    fulfilledBy: 'Fulfilled by',
    processedBy: 'Payment processed by',
    processor: 'Secure Card Payments',
    importantTitle: 'Important Information About Prescription Pricing',
    nothingDue: 'There is no payment due right now.',
    toPrescriptions: 'Go to My Prescriptions',
    createError: 'An error occurred while creating your payment.  Please try again.',
    successTitle: 'Payment Successful',
    successBody: 'We will notify you when your prescription has been processed.',
    failureTitle: 'Payment Failed',
    failureBody: 'Please try again later.',
    /** Polling ended before the payment showed as settled: never a failure (§4 Payment return). */
    confirmingTitle: 'Confirming your payment',
    confirmingBody: 'We are confirming your payment; your prescriptions will update once it is confirmed. Questions? Call us at {programPhone}, {programHours}.',
  },
  /** /pharmacy/{ndc_code} (prescription-experience §2 My Pharmacy, §4 Pharmacy setup, §8). */
  pharmacy: {
    title: 'My Pharmacy',
    transfer: 'To start a prescription transfer, please call us at {programPhone}, {programHours}.',
    /** Above the choice of pharmacies: what the list is for. */
    chooseIntro: 'Choose the pharmacy that fills this prescription from the list below.',
    /** Below the choice: the spec's call to start a transfer, for a pharmacy the list does not have. */
    transferOther: 'For a pharmacy not on this list, please call us at {programPhone}, {programHours}, to start a prescription transfer.',
    note: 'Changes made may not take effect immediately.',
    chooseLabel: 'Choose your pharmacy',
    chooseRequired: 'Please choose a pharmacy',
    /** After the name of the pharmacy the prescription is with now. */
    current: 'Current pharmacy',
    confirm: 'Confirm pharmacy',
    /** spec §8 "Pharmacy update failure", word for word (two spaces). */
    updateError: 'An error occurred while updating your pharmacy.  Please try again.',
    noChange: 'The pharmacy of this prescription cannot be changed online. Please call us to change it.',
    noPharmacies: 'There are no pharmacies to choose from online for this prescription. Please call us to change it.',
    unknownTitle: 'We could not find this prescription',
    unknownBody: 'The medication in this link is not one of your prescriptions. Please choose it from My Prescriptions.',
    backToPrescriptions: 'Back to My Prescriptions',
  },
  /** /pharmacy-instructions/{pharmacy} (prescription-experience §2 Pharmacy instructions, §9). */
  pharmacyInstructions: {
    title: 'My Pharmacy',
    /** The pharmacy the patient chose, as their profile names it. */
    chosen: 'You chose {pharmacy}.',
    nextSteps: 'Your next steps',
    confirmationTitle: 'Confirmation',
    confirmationBody: 'Your prescription tracker is updated once the transfer is complete. This takes 4 hours on average, and up to 1 business day.',
    profileCreationTitle: 'Profile Creation',
    profileCreationBody: 'You will receive a secure text message with a link to create your profile.',
    orderNotificationTitle: 'Order Notification',
    orderNotificationBody: 'We will let you know when your prescription is ready to order.',
    orderCompletionTitle: 'Order Completion',
    orderCompletionBody: 'Finish your order in your account. Your savings are applied at checkout.',
    discreetDelivery: 'Expect discreet, secure delivery with real-time tracking.',
    goToAmazon: 'Go to Amazon Pharmacy',
    medicationOrderTitle: 'Medication Order',
    medicationOrderBody: 'The pharmacy will call you to verify your information, collect payment and complete your order. Your savings are applied.',
    shippingNotificationTitle: 'Shipping Notification',
    shippingNotificationBody: 'You will receive text updates on your shipment.',
    goToHealthDyne: 'Go to HealthDyne',
    /** The next step for a pharmacy other than the online and the specialty one (the spec gives them no steps). */
    otherPharmacyTitle: 'Order',
    otherPharmacyBody: 'Your pharmacy will contact you to complete your order. If you have questions, call us at {programPhone}, {programHours}.',
    /** Read after an external button's text: it opens in a new tab. */
    newTab: '(opens in a new tab)',
  },
  /** /fill-history (prescription-experience §2 Fill History, §4, §8). */
  fillHistory: {
    title: 'Fill History',
    empty: 'There are no fills to display.',
    /** The title of a fill whose date could not be read (§5: the date is then empty). */
    undated: 'Fill without a date',
    prescription: 'Prescription',
    dose: 'Dose',
    quantity: 'Quantity',
    pharmacy: 'Pharmacy',
    transactionDetails: 'Transaction details',
    date: 'Date',
    payment: 'Payment',
    paid: 'Paid',
    amount: 'Amount',
    viewReceipt: 'View receipt',
    shippingDetails: 'Shipping details',
    fillStatus: 'Fill Status',
    tracking: 'Tracking #',
    notAvailable: 'N/A',
  },
} as const;

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The full copy of one programme: the base strings with the programme's overrides applied. */
export type Copy = Widen<typeof baseCopy>;
