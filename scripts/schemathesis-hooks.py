# Schemathesis hooks of `npm run bench:api` (scripts/schemathesis.mjs loads this file through
# SCHEMATHESIS_HOOKS).
import schemathesis


@schemathesis.hook
def before_call(context, case, kwargs):
    # A redirect is the API's whole answer (sign-in flows send the browser to a page of the web
    # app): check the 302 and its Location, not the page behind it.
    kwargs["allow_redirects"] = False
