/**
 * Whether a declared SEC User-Agent names a real contact. The SEC asks automated clients for
 * "company name and contact e-mail" and locks out what looks undeclared; the README's start command
 * carries `SEC_USER_AGENT="Your Name you@your-domain"` for the user to fill in, so an unedited
 * placeholder, a documentation domain (example.com, *.example, RFC 2606 names) or a sample name is
 * refused at start-up with one line instead of being sent to the SEC. Pure.
 */

/** Domains reserved for documentation or obviously not filled in. */
const PLACEHOLDER_DOMAIN =
  /(^|\.)(example\.(com|org|net|edu)|example|invalid|localhost|test|your-?domain(\.[a-z]+)?|your-?company(\.[a-z]+)?|domain\.(com|org|net)|company\.(com|org)|email\.com|mail\.com|acme\.(com|org)|sample(-?company)?(-?domain)?(\.[a-z]+)?)$/i

/** Names and mailboxes straight from a template. */
const PLACEHOLDER_NAME =
  /\b(your[ _-]?name|first[ _-]?last|john[ _-]?doe|jane[ _-]?doe|sample company|company name|admincontact)\b|<[^>]*>|\.\.\.|\bxxx+\b/i
const PLACEHOLDER_MAILBOX = /^(you|your-?email|email|name|user|someone|me|foo|test)$/i

/** Why the User-Agent is not a usable declaration, or null when it is. */
export function userAgentProblem(userAgent: string | undefined): string | null {
  const ua = userAgent?.trim() ?? ''
  if (!ua)
    return 'SEC_USER_AGENT is not set: the SEC requires a declared User-Agent with your name and contact e-mail'
  const email = /([^\s@<>"']+)@([^\s@<>"']+)/.exec(ua)
  if (!email)
    return `SEC_USER_AGENT="${ua}" has no contact e-mail: the SEC requires your name and e-mail`
  const [, mailbox, domain] = email
  const name = ua.replace(email[0], '').trim()
  if (
    PLACEHOLDER_DOMAIN.test(domain!.replace(/[.>]+$/, '')) ||
    PLACEHOLDER_MAILBOX.test(mailbox!) ||
    PLACEHOLDER_NAME.test(ua) ||
    name.length < 2
  ) {
    return `SEC_USER_AGENT="${ua}" is a placeholder: put your own name and e-mail in it (the SEC wants a real contact)`
  }
  return null
}
