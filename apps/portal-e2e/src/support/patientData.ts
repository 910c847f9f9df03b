/**
 * What the hub demo patient's profile holds (libs/api-mocks/src/profiles.ts, prescriptions.ts), in
 * the shapes it may take on a page, in a URL or in a request: none of these may be found where
 * health data must not go (analytics, storage after the session, addresses, console lines).
 */
export const HUB_PATIENT_VALUES = ['Alex', 'Rivera', '1961-04-12', '04/12/1961', '5555550100', '555-0100', '555) 555', 'hub.patient@example.com', 'hub.patient%40example.com', 'MBR-77123', '100 Example Street', '100%20Example', 'Springfield', '62701'];
