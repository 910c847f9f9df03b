export { PageShell, PublicHeader, AuthHeader, Footer, MAIN_CONTENT_ID } from './PageChrome.tsx';
