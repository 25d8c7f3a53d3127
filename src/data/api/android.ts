/**
 * Public API of the Argus Android SDK, described for the API reference page and the content gates.
 * Signatures are Kotlin; `Argus` is an `object` whose members are `@JvmStatic`, so Java calls the
 * same names (`Argus.start(...)`). Kotlin properties read from Java through their getter, except
 * `isStarted`, which Java also calls as `Argus.isStarted()`.
 */
import {LINE_BY_ID} from '../lines';
import {APP_STARTUP_SPAN} from '../sdkBehaviour';
import type {SdkApi} from './types';
import {navPath} from '../dashboard';

export const androidApi = {
  id: 'android',
  title: `Android SDK ${LINE_BY_ID.android.version}`,
  version: LINE_BY_ID.android.version,
  language: 'kotlin',
  alsoCheckedIn: ['java'],
  entryPoint: 'Argus',
  importStatement: 'import io.argus.android.Argus',
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Start the SDK once, in `Application.onCreate()`, before any other call. The App ID comes from `ArgusOptions.appId` or, when that is null, from `app/src/main/argus-config.json`, which the `io.argus.gradle` plugin reads at build time (it also holds the API token the plugin uses to upload R8 mapping files and NDK symbols); the App ID decides the data region, so there is no region option.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description:
            'Entry point of the SDK (package `io.argus.android`). Every member is `@JvmStatic`, so Kotlin and Java call it as `Argus.member(...)`. Calls made before `start` are ignored, except `disableDataExport` and the exporter calls.',
          since: '7.0.0',
          members: [
            {
              name: 'start',
              kind: 'method',
              signature: '@JvmStatic @JvmOverloads fun start(context: Context, options: ArgusOptions = ArgusOptions())',
              description:
                'Starts the SDK: installs the crash and ANR handlers, begins the first session and starts automatic capture. Call it once, on the main thread, in `Application.onCreate()`.',
              parameters: [
                {
                  name: 'context',
                  type: 'Context',
                  description: 'The application context, or the `Application` itself.',
                },
                {
                  name: 'options',
                  type: 'ArgusOptions',
                  description: 'Configuration; values set here override `argus-config.json`.',
                  default: 'ArgusOptions()',
                },
              ],
              since: '7.0.0',
            },
            {
              name: 'isStarted',
              kind: 'property',
              signature: '@JvmStatic val isStarted: Boolean',
              description: 'Whether `start` has completed; Java reads it as `Argus.isStarted()`.',
              returns: {type: 'Boolean', description: '`true` once the SDK is running.'},
              since: '7.0.0',
            },
            {
              name: 'version',
              kind: 'property',
              signature: '@JvmStatic val version: String',
              description: 'Version of the SDK in the app, for example `7.8.0`; Java reads it as `Argus.getVersion()`.',
              returns: {type: 'String', description: 'The SDK version string.'},
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'class',
          description:
            'Options for `Argus.start`, with a Kotlin constructor that takes named arguments. Every value has a default, so `ArgusOptions()` with an `argus-config.json` file is a complete setup. Java code builds it with `ArgusOptions.Builder`.',
          since: '7.0.0',
          members: [
            {
              name: 'ArgusOptions',
              kind: 'constructor',
              signature: `class ArgusOptions(
    val appId: String? = null,
    val backgroundSessionsEnabled: Boolean = false,
    val crashHandlerEnabled: Boolean = true,
    val anrCaptureEnabled: Boolean = true,
    val nativeCrashCaptureEnabled: Boolean = false,
    val networkCaptureEnabled: Boolean = true,
    val networkBodyCaptureEnabled: Boolean = false,
    val networkSpansForwardingEnabled: Boolean = false,
    val disabledUrlPatterns: List<String> = emptyList(),
    val viewCaptureEnabled: Boolean = true,
    val appStartupTracingEnabled: Boolean = true,
    val composeTapCaptureEnabled: Boolean = false,
)`,
              description:
                'Creates the options; pass only the values you change, by name. Options added after 7.0.0 name the version that added them.',
              parameters: [
                {
                  name: 'appId',
                  type: 'String?',
                  description:
                    'The five-character App ID, for example `aB3x9`; `null` reads `app_id` from `argus-config.json`.',
                  default: 'null',
                },
                {
                  name: 'backgroundSessionsEnabled',
                  type: 'Boolean',
                  description: 'Records background sessions: time the process runs with no activity in the foreground.',
                  default: 'false',
                },
                {
                  name: 'crashHandlerEnabled',
                  type: 'Boolean',
                  description: 'Installs the JVM uncaught-exception handler that records crashes.',
                  default: 'true',
                },
                {
                  name: 'anrCaptureEnabled',
                  type: 'Boolean',
                  description: 'Samples the main thread and records ANRs with their stack traces.',
                  default: 'true',
                },
                {
                  name: 'nativeCrashCaptureEnabled',
                  type: 'Boolean',
                  description: 'Captures NDK (C and C++) crashes; the Gradle plugin uploads the matching symbols.',
                  default: 'false',
                },
                {
                  name: 'networkCaptureEnabled',
                  type: 'Boolean',
                  description:
                    'Records requests made through OkHttp and `HttpURLConnection`, which the Gradle plugin instruments.',
                  default: 'true',
                },
                {
                  name: 'networkBodyCaptureEnabled',
                  type: 'Boolean',
                  description:
                    'Allows body capture for automatically captured requests that match the rules in the dashboard (' +
                    navPath('appNetwork') +
                    '); bodies are encrypted with your public key on the device.',
                  default: 'false',
                },
                {
                  name: 'networkSpansForwardingEnabled',
                  type: 'Boolean',
                  description:
                    'Adds a W3C `traceparent` header to captured requests so backend traces join the session.',
                  default: 'false',
                  since: '7.3.0',
                },
                {
                  name: 'disabledUrlPatterns',
                  type: 'List<String>',
                  description: 'Regular expressions; requests whose URL matches one are not recorded.',
                  default: 'emptyList()',
                },
                {
                  name: 'viewCaptureEnabled',
                  type: 'Boolean',
                  description: 'Records activities and fragments as views on the session timeline.',
                  default: 'true',
                },
                {
                  name: 'appStartupTracingEnabled',
                  type: 'Boolean',
                  description: `Records the app startup trace, a root span named \`${APP_STARTUP_SPAN}\`, from process start to the first frame drawn.`,
                  default: 'true',
                  since: '7.1.0',
                },
                {
                  name: 'composeTapCaptureEnabled',
                  type: 'Boolean',
                  description: 'Records taps on Jetpack Compose elements, named by `Modifier.argusTag` where set.',
                  default: 'false',
                  since: '7.2.0',
                },
              ],
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions.Builder',
          kind: 'class',
          description:
            'Builder for `ArgusOptions`, for Java callers: one setter for each constructor parameter, with the same name, so Java code can set every option Kotlin code can.',
          since: '7.0.0',
          members: [
            {
              name: 'Builder',
              kind: 'constructor',
              signature: 'class Builder()',
              description: 'Creates a builder holding the default values.',
              since: '7.0.0',
            },
            {
              name: 'appId',
              kind: 'method',
              signature: 'fun appId(appId: String): Builder',
              description: 'Sets the App ID.',
              parameters: [{name: 'appId', type: 'String', description: 'The App ID, for example `aB3x9`.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'backgroundSessionsEnabled',
              kind: 'method',
              signature: 'fun backgroundSessionsEnabled(enabled: Boolean): Builder',
              description: 'Turns background sessions on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record background sessions.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'crashHandlerEnabled',
              kind: 'method',
              signature: 'fun crashHandlerEnabled(enabled: Boolean): Builder',
              description: 'Turns the JVM crash handler on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record crashes.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'anrCaptureEnabled',
              kind: 'method',
              signature: 'fun anrCaptureEnabled(enabled: Boolean): Builder',
              description: 'Turns ANR capture on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record ANRs.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'nativeCrashCaptureEnabled',
              kind: 'method',
              signature: 'fun nativeCrashCaptureEnabled(enabled: Boolean): Builder',
              description: 'Turns NDK crash capture on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record native crashes.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'networkCaptureEnabled',
              kind: 'method',
              signature: 'fun networkCaptureEnabled(enabled: Boolean): Builder',
              description: 'Turns automatic network request capture on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record requests.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'networkBodyCaptureEnabled',
              kind: 'method',
              signature: 'fun networkBodyCaptureEnabled(enabled: Boolean): Builder',
              description: 'Allows network body capture for requests that match the dashboard rules.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether body capture may run.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'networkSpansForwardingEnabled',
              kind: 'method',
              signature: 'fun networkSpansForwardingEnabled(enabled: Boolean): Builder',
              description: 'Turns W3C `traceparent` injection into captured requests on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to add the header.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.3.0',
            },
            {
              name: 'disabledUrlPatterns',
              kind: 'method',
              signature: 'fun disabledUrlPatterns(patterns: List<String>): Builder',
              description: 'Sets the regular expressions of URLs whose requests are not recorded.',
              parameters: [
                {
                  name: 'patterns',
                  type: 'List<String>',
                  description: 'Regular expressions matched against the full URL.',
                },
              ],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'viewCaptureEnabled',
              kind: 'method',
              signature: 'fun viewCaptureEnabled(enabled: Boolean): Builder',
              description: 'Turns view capture of activities and fragments on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record views.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.0.0',
            },
            {
              name: 'appStartupTracingEnabled',
              kind: 'method',
              signature: 'fun appStartupTracingEnabled(enabled: Boolean): Builder',
              description: `Turns the automatic app startup trace (root span \`${APP_STARTUP_SPAN}\`) on or off.`,
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record the startup trace.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.1.0',
            },
            {
              name: 'composeTapCaptureEnabled',
              kind: 'method',
              signature: 'fun composeTapCaptureEnabled(enabled: Boolean): Builder',
              description: 'Turns Jetpack Compose tap capture on or off.',
              parameters: [{name: 'enabled', type: 'Boolean', description: 'Whether to record Compose taps.'}],
              returns: {type: 'Builder', description: 'This builder.'},
              since: '7.2.0',
            },
            {
              name: 'build',
              kind: 'method',
              signature: 'fun build(): ArgusOptions',
              description: 'Creates the options; values not set keep their defaults.',
              returns: {type: 'ArgusOptions', description: 'The options to pass to `Argus.start`.'},
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Start the SDK in Application.onCreate()',
        code: `import android.app.Application
import io.argus.android.Argus
import io.argus.android.ArgusOptions

class MyApplication : Application() {
    override fun onCreate() {
        super.onCreate()
        Argus.start(
            this,
            ArgusOptions(
                appId = "aB3x9",
                backgroundSessionsEnabled = true,
            ),
        )
        if (Argus.isStarted) {
            println("Argus \${Argus.version} started")
        }
    }
}`,
      },
    },
    {
      id: 'sessions',
      title: 'Sessions',
      description:
        'A session is one period of app use, in the foreground or, with `backgroundSessionsEnabled`, in the background. Read the current session ID to link Argus sessions to your own records, end a session at a logical boundary such as sign-out, and learn how the previous run ended.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'getCurrentSessionId',
              kind: 'method',
              signature: '@JvmStatic fun getCurrentSessionId(): String?',
              description: 'Returns the ID of the session in progress, as shown in the dashboard.',
              returns: {
                type: 'String?',
                description: 'The 32-character session ID, or `null` before `start` or between sessions.',
              },
              since: '7.0.0',
            },
            {
              name: 'endSession',
              kind: 'method',
              signature: '@JvmStatic @JvmOverloads fun endSession(clearUserInfo: Boolean = false)',
              description: 'Ends the current session and starts a new one at once.',
              parameters: [
                {
                  name: 'clearUserInfo',
                  type: 'Boolean',
                  description:
                    'Also clears the user identifier, username, email and personas, for example on sign-out.',
                  default: 'false',
                },
              ],
              since: '7.0.0',
            },
            {
              name: 'getLastRunEndState',
              kind: 'method',
              signature: '@JvmStatic fun getLastRunEndState(): LastRunEndState',
              description: 'Tells how the previous run of the app ended; call it after `start`.',
              returns: {
                type: 'LastRunEndState',
                description: '`CRASH`, `CLEAN_EXIT`, or `INVALID` when it cannot be known.',
              },
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run of the app ended.',
          since: '7.0.0',
          members: [
            {
              name: 'INVALID',
              kind: 'case',
              signature: 'INVALID',
              description: 'Not known: the SDK is not started, or this is the first run.',
              since: '7.0.0',
            },
            {
              name: 'CRASH',
              kind: 'case',
              signature: 'CRASH',
              description: 'The previous run ended in a crash.',
              since: '7.0.0',
            },
            {
              name: 'CLEAN_EXIT',
              kind: 'case',
              signature: 'CLEAN_EXIT',
              description: 'The previous run ended without a crash.',
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Read the session ID and the last run end state',
        code: `import android.util.Log
import io.argus.android.Argus
import io.argus.android.LastRunEndState

fun reportSessionState() {
    val sessionId = Argus.getCurrentSessionId()
    Log.i("MyApp", "Argus session: $sessionId")
    if (Argus.getLastRunEndState() == LastRunEndState.CRASH) {
        Log.w("MyApp", "The previous run crashed")
    }
}

fun onSignOut() {
    Argus.endSession(clearUserInfo = true)
}`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the user of a session so you can find their sessions in the dashboard. Values persist across launches until you clear them; personas group users into segments such as `beta_tester`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'User identity members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'setUserIdentifier',
              kind: 'method',
              signature: '@JvmStatic fun setUserIdentifier(userId: String)',
              description: 'Sets your own ID for the user, kept for this and later sessions.',
              parameters: [{name: 'userId', type: 'String', description: 'An internal ID; avoid personal data.'}],
              since: '7.0.0',
            },
            {
              name: 'clearUserIdentifier',
              kind: 'method',
              signature: '@JvmStatic fun clearUserIdentifier()',
              description: 'Removes the user identifier.',
              since: '7.0.0',
            },
            {
              name: 'setUsername',
              kind: 'method',
              signature: '@JvmStatic fun setUsername(username: String)',
              description: 'Sets the user name shown in the dashboard.',
              parameters: [{name: 'username', type: 'String', description: 'The user name.'}],
              since: '7.0.0',
            },
            {
              name: 'clearUsername',
              kind: 'method',
              signature: '@JvmStatic fun clearUsername()',
              description: 'Removes the user name.',
              since: '7.0.0',
            },
            {
              name: 'setUserEmail',
              kind: 'method',
              signature: '@JvmStatic fun setUserEmail(email: String)',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'String', description: 'The email address.'}],
              since: '7.0.0',
            },
            {
              name: 'clearUserEmail',
              kind: 'method',
              signature: '@JvmStatic fun clearUserEmail()',
              description: 'Removes the user email address.',
              since: '7.0.0',
            },
            {
              name: 'addUserPersona',
              kind: 'method',
              signature: '@JvmStatic fun addUserPersona(persona: String)',
              description: 'Adds a persona to the user, for example `premium`.',
              parameters: [{name: 'persona', type: 'String', description: 'Persona name, at most 128 characters.'}],
              since: '7.0.0',
            },
            {
              name: 'removeUserPersona',
              kind: 'method',
              signature: '@JvmStatic fun removeUserPersona(persona: String)',
              description: 'Removes one persona from the user.',
              parameters: [{name: 'persona', type: 'String', description: 'Persona name to remove.'}],
              since: '7.0.0',
            },
            {
              name: 'clearAllUserPersonas',
              kind: 'method',
              signature: '@JvmStatic fun clearAllUserPersonas()',
              description: 'Removes every persona from the user.',
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a signed-in user',
        code: `import io.argus.android.Argus

fun onSignIn(userId: String, name: String, email: String, isPremium: Boolean) {
    Argus.setUserIdentifier(userId)
    Argus.setUsername(name)
    Argus.setUserEmail(email)
    if (isPremium) {
        Argus.addUserPersona("premium")
    } else {
        Argus.removeUserPersona("premium")
    }
}

fun onSignOut() {
    Argus.clearUserIdentifier()
    Argus.clearUsername()
    Argus.clearUserEmail()
    Argus.clearAllUserPersonas()
}`,
      },
    },
    {
      id: 'session-properties',
      title: 'Session properties',
      description:
        'Session properties are key-value pairs attached to a session, for filtering and grouping sessions in the dashboard. A permanent property is also added to every later session until you remove it; a session holds at most 100 properties.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Session property members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'addSessionProperty',
              kind: 'method',
              signature: '@JvmStatic fun addSessionProperty(key: String, value: String, permanent: Boolean): Boolean',
              description: 'Adds or replaces a property on the current session.',
              parameters: [
                {name: 'key', type: 'String', description: 'Property name, at most 128 characters.'},
                {name: 'value', type: 'String', description: 'Property value, at most 1024 characters.'},
                {name: 'permanent', type: 'Boolean', description: '`true` to keep the property on later sessions too.'},
              ],
              returns: {type: 'Boolean', description: '`true` if the property was added.'},
              since: '7.0.0',
            },
            {
              name: 'removeSessionProperty',
              kind: 'method',
              signature: '@JvmStatic fun removeSessionProperty(key: String): Boolean',
              description: 'Removes a property, permanent or not, from the current session.',
              parameters: [{name: 'key', type: 'String', description: 'Property name.'}],
              returns: {type: 'Boolean', description: '`true` if a property was removed.'},
              since: '7.0.0',
            },
            {
              name: 'getSessionProperties',
              kind: 'method',
              signature: '@JvmStatic fun getSessionProperties(): Map<String, String>?',
              description: 'Returns the properties of the current session.',
              returns: {type: 'Map<String, String>?', description: 'The properties, or `null` before `start`.'},
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag sessions with a store and a launch source',
        code: `import io.argus.android.Argus

fun tagSession(storeId: String, fromWidget: Boolean) {
    Argus.addSessionProperty("store_id", storeId, permanent = true)
    Argus.addSessionProperty("launch_source", if (fromWidget) "widget" else "icon", permanent = false)
}

fun clearStore() {
    Argus.removeSessionProperty("store_id")
    val remaining = Argus.getSessionProperties().orEmpty()
    println("Session properties: $remaining")
}`,
      },
    },
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Logs are messages with a severity of info, warning or error, optional properties and, on `logMessage`, an optional log attachment. Messages are cut at 4096 characters, a log carries at most 100 properties, and an attachment is at most 1 MiB.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Log members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'logInfo',
              kind: 'method',
              signature: '@JvmStatic @JvmOverloads fun logInfo(message: String, properties: Map<String, Any>? = null)',
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
            },
            {
              name: 'logWarning',
              kind: 'method',
              signature:
                '@JvmStatic @JvmOverloads fun logWarning(message: String, properties: Map<String, Any>? = null)',
              description: 'Sends a warning log, with the stack trace of the calling thread.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
            },
            {
              name: 'logError',
              kind: 'method',
              signature: '@JvmStatic @JvmOverloads fun logError(message: String, properties: Map<String, Any>? = null)',
              description: 'Sends an error log, with the stack trace of the calling thread.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
            },
            {
              name: 'logMessage',
              kind: 'method',
              signature: `@JvmStatic @JvmOverloads fun logMessage(
    message: String,
    severity: LogSeverity,
    properties: Map<String, Any>? = null,
    attachment: ByteArray? = null,
)`,
              description: 'Sends a log with the given severity and, optionally, a log attachment.',
              parameters: [
                {name: 'message', type: 'String', description: 'The log message.'},
                {name: 'severity', type: 'LogSeverity', description: '`INFO`, `WARNING` or `ERROR`.'},
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
                {
                  name: 'attachment',
                  type: 'ByteArray?',
                  description:
                    'A log attachment of at most 1 MiB; a larger one is dropped and the log is sent without it.',
                  default: 'null',
                  since: '7.4.0',
                },
              ],
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'Severity of a log or a handled exception.',
          since: '7.0.0',
          members: [
            {
              name: 'INFO',
              kind: 'case',
              signature: 'INFO',
              description: 'Information about normal operation.',
              since: '7.0.0',
            },
            {
              name: 'WARNING',
              kind: 'case',
              signature: 'WARNING',
              description: 'Something unexpected that the app recovered from.',
              since: '7.0.0',
            },
            {
              name: 'ERROR',
              kind: 'case',
              signature: 'ERROR',
              description: 'A failure the user may notice.',
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs with properties and an attachment',
        code: `import io.argus.android.Argus
import io.argus.android.LogSeverity

fun onCheckoutFinished(orderId: String, receiptJson: String) {
    Argus.logInfo("Checkout finished", mapOf("order_id" to orderId))
    Argus.logMessage(
        "Receipt stored",
        LogSeverity.INFO,
        mapOf("order_id" to orderId),
        receiptJson.toByteArray(Charsets.UTF_8),
    )
}

fun onPaymentDeclined(code: Int) {
    Argus.logWarning("Payment declined", mapOf("code" to code))
}

fun onPaymentFailed() {
    Argus.logError("Payment service unavailable")
}`,
      },
    },
    {
      id: 'breadcrumbs',
      title: 'Breadcrumbs',
      description:
        'A breadcrumb is a lightweight, timestamped note on the session timeline. A session keeps up to 100 breadcrumbs of at most 256 characters each.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Breadcrumb member of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'addBreadcrumb',
              kind: 'method',
              signature: '@JvmStatic fun addBreadcrumb(message: String)',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'String', description: 'The note, at most 256 characters.'}],
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Leave a breadcrumb',
        code: `import io.argus.android.Argus

fun onFilterApplied(filter: String) {
    Argus.addBreadcrumb("Filter applied: $filter")
}`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Report exceptions that your code catches and handles. Each appears in the Exceptions area of the dashboard with its stack trace, and the dashboard gives it a severity score from the severity you pass and how often it occurs.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Handled exception member of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'logException',
              kind: 'method',
              signature: `@JvmStatic @JvmOverloads fun logException(
    throwable: Throwable,
    severity: LogSeverity = LogSeverity.ERROR,
    properties: Map<String, Any>? = null,
    message: String? = null,
)`,
              description: 'Records a handled exception with its stack trace.',
              parameters: [
                {name: 'throwable', type: 'Throwable', description: 'The caught exception.'},
                {
                  name: 'severity',
                  type: 'LogSeverity',
                  description: 'How serious it is.',
                  default: 'LogSeverity.ERROR',
                },
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
                {
                  name: 'message',
                  type: 'String?',
                  description: 'A message to show instead of the exception message.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a handled exception',
        code: `import io.argus.android.Argus
import io.argus.android.LogSeverity
import java.io.File
import java.io.IOException

fun readCache(file: File): String? =
    try {
        file.readText()
    } catch (e: IOException) {
        Argus.logException(e, LogSeverity.WARNING, mapOf("file" to file.name))
        null
    }`,
      },
    },
    {
      id: 'traces',
      title: 'Traces',
      description:
        'Traces measure work as spans with OpenTelemetry semantics: a span has a name, a start and an end, optional parent, attributes (at most 50) and events (at most 10). A span without a parent is the root of a new trace; names are cut at 128 characters.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Tracing members of the entry point. Times are milliseconds since the Unix epoch.',
          since: '7.0.0',
          members: [
            {
              name: 'startSpan',
              kind: 'method',
              signature:
                '@JvmStatic @JvmOverloads fun startSpan(name: String, parent: Span? = null, startTimeMs: Long? = null): Span',
              description:
                'Starts a span; stop it with `Span.stop`. Before `start`, returns a span that records nothing.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name, at most 128 characters.'},
                {
                  name: 'parent',
                  type: 'Span?',
                  description: 'The parent span; `null` starts a new trace.',
                  default: 'null',
                },
                {name: 'startTimeMs', type: 'Long?', description: 'Start time; `null` means now.', default: 'null'},
              ],
              returns: {type: 'Span', description: 'The running span.'},
              since: '7.0.0',
            },
            {
              name: 'recordSpan',
              kind: 'method',
              signature: `@JvmStatic @JvmOverloads fun <T> recordSpan(
    name: String,
    parent: Span? = null,
    attributes: Map<String, String> = emptyMap(),
    code: () -> T,
): T`,
              description:
                'Runs `code` inside a span that stops when it returns, with `SpanErrorCode.FAILURE` if it throws.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name.'},
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>',
                  description: 'Attributes to set on the span.',
                  default: 'emptyMap()',
                },
                {name: 'code', type: '() -> T', description: 'The work to measure.'},
              ],
              returns: {type: 'T', description: 'What `code` returns.'},
              since: '7.0.0',
            },
            {
              name: 'recordCompletedSpan',
              kind: 'method',
              signature: `@JvmStatic @JvmOverloads fun recordCompletedSpan(
    name: String,
    startTimeMs: Long,
    endTimeMs: Long,
    errorCode: SpanErrorCode? = null,
    parent: Span? = null,
    attributes: Map<String, String> = emptyMap(),
    events: List<SpanEvent> = emptyList(),
): Boolean`,
              description: 'Records a span for work that already finished, such as work timed by another library.',
              parameters: [
                {name: 'name', type: 'String', description: 'Span name.'},
                {name: 'startTimeMs', type: 'Long', description: 'Start time.'},
                {name: 'endTimeMs', type: 'Long', description: 'End time, not before the start.'},
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'parent', type: 'Span?', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>',
                  description: 'Attributes of the span.',
                  default: 'emptyMap()',
                },
                {
                  name: 'events',
                  type: 'List<SpanEvent>',
                  description: 'Events that happened during the span.',
                  default: 'emptyList()',
                },
              ],
              returns: {type: 'Boolean', description: '`true` if the span was recorded.'},
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'interface',
          description:
            'A running or stopped span, returned by `Argus.startSpan`. Its methods are safe to call from any thread.',
          since: '7.0.0',
          members: [
            {
              name: 'traceId',
              kind: 'property',
              signature: 'val traceId: String',
              description: 'ID of the trace the span belongs to, 32 hex characters.',
              since: '7.0.0',
            },
            {
              name: 'spanId',
              kind: 'property',
              signature: 'val spanId: String',
              description: 'ID of the span, 16 hex characters.',
              since: '7.0.0',
            },
            {
              name: 'isRecording',
              kind: 'property',
              signature: 'val isRecording: Boolean',
              description: 'Whether the span is started and not yet stopped.',
              since: '7.0.0',
            },
            {
              name: 'stop',
              kind: 'method',
              signature: 'fun stop(errorCode: SpanErrorCode? = null, endTimeMs: Long? = null): Boolean',
              description: 'Stops the span; a span stops once, later calls return `false`.',
              parameters: [
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'endTimeMs', type: 'Long?', description: 'End time; `null` means now.', default: 'null'},
              ],
              returns: {type: 'Boolean', description: '`true` if this call stopped the span.'},
              since: '7.0.0',
            },
            {
              name: 'addAttribute',
              kind: 'method',
              signature: 'fun addAttribute(key: String, value: String): Boolean',
              description: 'Sets an attribute on the span.',
              parameters: [
                {name: 'key', type: 'String', description: 'Attribute name, at most 128 characters.'},
                {name: 'value', type: 'String', description: 'Attribute value, at most 1024 characters.'},
              ],
              returns: {type: 'Boolean', description: '`false` if the span is stopped or already has 50 attributes.'},
              since: '7.0.0',
            },
            {
              name: 'addEvent',
              kind: 'method',
              signature:
                'fun addEvent(name: String, timestampMs: Long? = null, attributes: Map<String, String> = emptyMap()): Boolean',
              description: 'Records a point-in-time event on the span.',
              parameters: [
                {name: 'name', type: 'String', description: 'Event name.'},
                {
                  name: 'timestampMs',
                  type: 'Long?',
                  description: 'When it happened; `null` means now.',
                  default: 'null',
                },
                {
                  name: 'attributes',
                  type: 'Map<String, String>',
                  description: 'Attributes of the event.',
                  default: 'emptyMap()',
                },
              ],
              returns: {type: 'Boolean', description: '`false` if the span is stopped or already has 10 events.'},
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'class',
          description: 'An event passed to `Argus.recordCompletedSpan`.',
          since: '7.0.0',
          members: [
            {
              name: 'SpanEvent',
              kind: 'constructor',
              signature:
                'data class SpanEvent(val name: String, val timestampMs: Long, val attributes: Map<String, String> = emptyMap())',
              description: 'Creates an event.',
              parameters: [
                {name: 'name', type: 'String', description: 'Event name.'},
                {name: 'timestampMs', type: 'Long', description: 'When it happened.'},
                {
                  name: 'attributes',
                  type: 'Map<String, String>',
                  description: 'Attributes of the event.',
                  default: 'emptyMap()',
                },
              ],
              since: '7.0.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span did not complete successfully.',
          since: '7.0.0',
          members: [
            {name: 'FAILURE', kind: 'case', signature: 'FAILURE', description: 'The operation failed.', since: '7.0.0'},
            {
              name: 'USER_ABANDON',
              kind: 'case',
              signature: 'USER_ABANDON',
              description: 'The user gave up before it finished.',
              since: '7.0.0',
            },
            {
              name: 'UNKNOWN',
              kind: 'case',
              signature: 'UNKNOWN',
              description: 'It did not complete, for an unknown reason.',
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Measure a checkout with a parent and a child span',
        code: `import io.argus.android.Argus
import io.argus.android.SpanErrorCode

fun checkout(cartId: String, pay: () -> Boolean) {
    val checkoutSpan = Argus.startSpan("checkout")
    checkoutSpan.addAttribute("cart_id", cartId)
    val validated = Argus.recordSpan("validate-cart", parent = checkoutSpan) {
        cartId.isNotBlank()
    }
    checkoutSpan.addEvent("cart-validated", attributes = mapOf("valid" to validated.toString()))
    val payment = Argus.startSpan("payment", parent = checkoutSpan)
    var paid = false
    try {
        paid = pay()
    } finally {
        // Runs when pay() throws too, so neither span is left running.
        payment.stop(if (paid) null else SpanErrorCode.FAILURE)
        checkoutSpan.stop(if (paid) null else SpanErrorCode.FAILURE)
    }
}`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description:
        'The SDK records OkHttp and `HttpURLConnection` requests automatically through the Gradle plugin; record requests from other clients with `recordNetworkRequest`. Network body capture applies only to automatically captured requests, needs `networkBodyCaptureEnabled` and rules in the dashboard (' +
        navPath('appNetwork') +
        '), and encrypts bodies with your public key; bodies are cut at 64 KiB.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Network members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'recordNetworkRequest',
              kind: 'method',
              signature: '@JvmStatic fun recordNetworkRequest(request: NetworkRequest)',
              description: 'Records a request made by a client the SDK does not capture automatically.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The completed or failed request.'}],
              since: '7.0.0',
            },
            {
              name: 'generateW3cTraceparent',
              kind: 'method',
              signature: '@JvmStatic fun generateW3cTraceparent(): String',
              description:
                'Creates a W3C `traceparent` value to send as a header and to pass in `NetworkRequest.traceparent`, so the backend trace joins the request.',
              returns: {type: 'String', description: 'A value such as `00-<trace-id>-<span-id>-01`.'},
              since: '7.3.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'class',
          description:
            'A request passed to `Argus.recordNetworkRequest`. Set `statusCode` for a response, or `errorType` and `errorMessage` when no response arrived.',
          since: '7.0.0',
          members: [
            {
              name: 'NetworkRequest',
              kind: 'constructor',
              signature: `data class NetworkRequest(
    val url: String,
    val method: String,
    val startTimeMs: Long,
    val endTimeMs: Long,
    val statusCode: Int? = null,
    val bytesSent: Long = 0,
    val bytesReceived: Long = 0,
    val errorType: String? = null,
    val errorMessage: String? = null,
    val traceparent: String? = null,
)`,
              description: 'Describes one request.',
              parameters: [
                {name: 'url', type: 'String', description: 'Full URL; query strings are kept, cut at 2048 characters.'},
                {name: 'method', type: 'String', description: 'HTTP method, such as `GET`.'},
                {name: 'startTimeMs', type: 'Long', description: 'When the request started, in epoch milliseconds.'},
                {name: 'endTimeMs', type: 'Long', description: 'When it completed or failed.'},
                {name: 'statusCode', type: 'Int?', description: 'HTTP status code of the response.', default: 'null'},
                {name: 'bytesSent', type: 'Long', description: 'Size of the request body.', default: '0'},
                {name: 'bytesReceived', type: 'Long', description: 'Size of the response body.', default: '0'},
                {
                  name: 'errorType',
                  type: 'String?',
                  description: 'Error class when no response arrived, such as `SocketTimeoutException`.',
                  default: 'null',
                },
                {
                  name: 'errorMessage',
                  type: 'String?',
                  description: 'Error message when no response arrived.',
                  default: 'null',
                },
                {
                  name: 'traceparent',
                  type: 'String?',
                  description: 'The `traceparent` header sent, from `Argus.generateW3cTraceparent`.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a request from a custom client',
        code: `import io.argus.android.Argus
import io.argus.android.NetworkRequest
import java.io.IOException

// Your own transport, which the Gradle plugin does not instrument (it captures only OkHttp and
// HttpURLConnection). Replace it with your client's call.
interface MyRpcClient {
    class Response(val status: Int, val body: ByteArray)

    @Throws(IOException::class)
    fun call(url: String, method: String, headers: Map<String, String>, body: ByteArray): Response
}

fun fetchProfile(client: MyRpcClient, url: String): ByteArray? {
    val traceparent = Argus.generateW3cTraceparent()
    val start = System.currentTimeMillis()
    var status: Int? = null
    var received = 0L
    var errorType: String? = null
    var errorMessage: String? = null
    try {
        val response = client.call(url, "GET", mapOf("traceparent" to traceparent), ByteArray(0))
        status = response.status
        received = response.body.size.toLong()
        return response.body
    } catch (e: IOException) {
        errorType = e.javaClass.simpleName
        errorMessage = e.message
        return null
    } finally {
        // Runs on success and on failure, so every request is recorded once.
        Argus.recordNetworkRequest(
            NetworkRequest(
                url = url,
                method = "GET",
                startTimeMs = start,
                endTimeMs = System.currentTimeMillis(),
                statusCode = status,
                bytesReceived = received,
                errorType = errorType,
                errorMessage = errorMessage,
                traceparent = traceparent,
            ),
        )
    }
}`,
      },
    },
    {
      id: 'moments',
      title: 'Moments',
      description:
        'Moments are the older timing API, kept for compatibility: a named start and end pair, plus the app startup moment. Use spans for new code; `Argus.startSpan` measures the same work with parents, attributes and events.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Moment members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'startMoment',
              kind: 'method',
              signature:
                '@JvmStatic @JvmOverloads fun startMoment(name: String, identifier: String? = null, properties: Map<String, Any>? = null)',
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'String', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'String?',
                  description: 'Tells apart moments of the same name that overlap.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
              deprecated: {since: '7.1.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endMoment',
              kind: 'method',
              signature:
                '@JvmStatic @JvmOverloads fun endMoment(name: String, identifier: String? = null, properties: Map<String, Any>? = null)',
              description: 'Ends a moment started with the same name and identifier.',
              parameters: [
                {name: 'name', type: 'String', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'String?',
                  description: 'The identifier passed to `startMoment`.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
              deprecated: {since: '7.1.0', replacement: 'Argus.startSpan'},
            },
            {
              name: 'endAppStartup',
              kind: 'method',
              signature: '@JvmStatic @JvmOverloads fun endAppStartup(properties: Map<String, Any>? = null)',
              description: `Ends the app startup moment, which starts with the process. On 7.1.0 and later it still records that moment, separate from the automatic app startup trace (\`${APP_STARTUP_SPAN}\`), which ends at the first frame drawn whether you call it or not; it neither ends nor changes that trace.`,
              parameters: [
                {
                  name: 'properties',
                  type: 'Map<String, Any>?',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '7.0.0',
              deprecated: {since: '7.1.0', replacement: 'Argus.startSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'Time an image upload with a moment',
        code: `import io.argus.android.Argus

@Suppress("DEPRECATION")
fun uploadImage(upload: () -> Unit) {
    Argus.startMoment("image-upload")
    upload()
    Argus.endMoment("image-upload")
}`,
      },
    },
    {
      id: 'push-notifications',
      title: 'Push notifications',
      description:
        'Record push notifications your app receives so they appear on the session timeline. Call `logPushNotification` from your `FirebaseMessagingService`; the SDK sends only the fields you pass, so leave out title and body if they can hold personal data.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Push notification member of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'logPushNotification',
              kind: 'method',
              signature: `@JvmStatic fun logPushNotification(
    title: String?,
    body: String?,
    topic: String?,
    id: String?,
    notificationPriority: Int?,
    messageDeliveredPriority: Int?,
    isNotification: Boolean,
    hasData: Boolean,
)`,
              description: 'Records a received push notification.',
              parameters: [
                {name: 'title', type: 'String?', description: 'Notification title, or `null` to leave it out.'},
                {name: 'body', type: 'String?', description: 'Notification body, or `null` to leave it out.'},
                {
                  name: 'topic',
                  type: 'String?',
                  description: 'The topic the message was sent to (`RemoteMessage.from`).',
                },
                {name: 'id', type: 'String?', description: 'The message ID.'},
                {name: 'notificationPriority', type: 'Int?', description: 'Priority of the notification part.'},
                {
                  name: 'messageDeliveredPriority',
                  type: 'Int?',
                  description: 'Priority the message was delivered with.',
                },
                {name: 'isNotification', type: 'Boolean', description: 'Whether the message has a notification part.'},
                {name: 'hasData', type: 'Boolean', description: 'Whether the message has a data payload.'},
              ],
              since: '7.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record Firebase Cloud Messaging messages',
        code: `import com.google.firebase.messaging.FirebaseMessagingService
import com.google.firebase.messaging.RemoteMessage
import io.argus.android.Argus

class MessagingService : FirebaseMessagingService() {
    override fun onMessageReceived(message: RemoteMessage) {
        val notification = message.notification
        Argus.logPushNotification(
            title = notification?.title,
            body = null,
            topic = message.from,
            id = message.messageId,
            notificationPriority = notification?.notificationPriority,
            messageDeliveredPriority = message.priority,
            isNotification = notification != null,
            hasData = message.data.isNotEmpty(),
        )
    }
}`,
      },
    },
    {
      id: 'compose',
      title: 'Jetpack Compose',
      description:
        'With `composeTapCaptureEnabled` set in `ArgusOptions`, the SDK records taps on clickable Compose elements. Name an element with `Modifier.argusTag`; untagged elements are recorded by their test tag or, failing that, by their position in the tree.',
      symbols: [
        {
          name: 'Modifier',
          kind: 'interface',
          description: 'Extension on Jetpack Compose `Modifier`, in package `io.argus.android.compose`.',
          since: '7.2.0',
          members: [
            {
              name: 'argusTag',
              kind: 'method',
              signature: 'fun Modifier.argusTag(tag: String): Modifier',
              description: 'Names the element in tap breadcrumbs and on the session timeline.',
              parameters: [{name: 'tag', type: 'String', description: 'A stable name, such as `checkout_button`.'}],
              returns: {type: 'Modifier', description: 'The modifier chain with the tag added.'},
              since: '7.2.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag a Compose button',
        code: `import androidx.compose.material3.Button
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import io.argus.android.compose.argusTag

@Composable
fun CheckoutButton(onCheckout: () -> Unit) {
    Button(
        onClick = onCheckout,
        modifier = Modifier.argusTag("checkout_button"),
    ) {
        Text("Check out")
    }
}`,
      },
    },
    {
      id: 'data-export',
      title: 'Data export',
      description:
        'The SDK follows OpenTelemetry semantics and exports through OpenTelemetry: you can send its spans and logs to your own OpenTelemetry exporters as well as to Argus, and you can turn off export to Argus entirely so data goes only to your exporters. Make these calls before `Argus.start`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'object',
          description: 'Data export members of the entry point.',
          since: '7.0.0',
          members: [
            {
              name: 'addSpanExporter',
              kind: 'method',
              signature: '@JvmStatic fun addSpanExporter(exporter: SpanExporter)',
              description: 'Adds an OpenTelemetry `SpanExporter` that receives every completed span.',
              parameters: [
                {name: 'exporter', type: 'SpanExporter', description: 'An exporter, such as an OTLP exporter.'},
              ],
              since: '7.0.0',
            },
            {
              name: 'addLogRecordExporter',
              kind: 'method',
              signature: '@JvmStatic fun addLogRecordExporter(exporter: LogRecordExporter)',
              description: 'Adds an OpenTelemetry `LogRecordExporter` that receives every log.',
              parameters: [
                {name: 'exporter', type: 'LogRecordExporter', description: 'An exporter, such as an OTLP exporter.'},
              ],
              since: '7.0.0',
            },
            {
              name: 'disableDataExport',
              kind: 'method',
              signature: '@JvmStatic fun disableDataExport()',
              description:
                'Stops the SDK from sending data to Argus for this process; your own exporters still receive it. Call before `start`.',
              since: '7.5.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send telemetry only to your own OTLP endpoint',
        code: `import android.app.Application
import io.argus.android.Argus
import io.argus.android.ArgusOptions
import io.opentelemetry.exporter.otlp.http.trace.OtlpHttpSpanExporter

fun startWithOwnExporter(app: Application) {
    val exporter = OtlpHttpSpanExporter.builder()
        .setEndpoint("https://otel.example.com/v1/traces")
        .build()
    Argus.addSpanExporter(exporter)
    Argus.disableDataExport()
    Argus.start(app, ArgusOptions(appId = "aB3x9"))
}`,
      },
    },
  ],
} as const satisfies SdkApi;

export default androidApi;
