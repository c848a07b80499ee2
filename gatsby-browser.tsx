import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/i18n/wrap-page"
