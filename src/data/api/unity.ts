/**
 * Public API of the Argus Unity SDK, described for the API reference page and the content gates.
 * Signatures are C#; `Argus` is a static class in namespace `ArgusIO.Unity` with PascalCase members.
 * Editor-only build settings live in `ArgusIO.Unity.Editor`.
 */
import {LINE_BY_ID} from '../lines';
import type {SdkApi} from './types';

export const unityApi = {
  id: 'unity',
  title: `Unity SDK ${LINE_BY_ID.unity.version}`,
  version: LINE_BY_ID.unity.version,
  language: 'csharp',
  entryPoint: 'Argus',
  importStatement: 'using ArgusIO.Unity;',
  groups: [
    {
      id: 'setup',
      title: 'Setup',
      description:
        'Call `Argus.Start` once, from the `Awake` of a script in your first scene. The App ID comes from `ArgusOptions.AppId` or, when that is null, from the build settings (`ArgusBuildSettings`) for the target platform; the App ID decides the data region. `Start` also starts the native Android and iOS SDKs, so native crashes are captured too.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description:
            'Entry point of the SDK: `public static class Argus` in namespace `ArgusIO.Unity`. Calls made before `Start` are ignored.',
          since: '2.0.0',
          members: [
            {
              name: 'Start',
              kind: 'method',
              signature: 'public static void Start(ArgusOptions options = null)',
              description:
                'Starts the SDK and the native SDK of the platform, begins the first session and starts automatic capture.',
              parameters: [
                {
                  name: 'options',
                  type: 'ArgusOptions',
                  description: 'Configuration; `null` uses the defaults and the App ID from the build settings.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'IsStarted',
              kind: 'property',
              signature: 'public static bool IsStarted { get; }',
              description: 'Whether `Start` has completed.',
              returns: {type: 'bool', description: '`true` once the SDK is running.'},
              since: '2.0.0',
            },
            {
              name: 'Version',
              kind: 'property',
              signature: 'public static string Version { get; }',
              description: 'Version of the `io.argus.unity` package, for example `2.6.0`.',
              returns: {type: 'string', description: 'The SDK version string.'},
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'ArgusOptions',
          kind: 'class',
          description: 'Options for `Argus.Start`, set with an object initializer. Every property has a default.',
          since: '2.0.0',
          members: [
            {
              name: 'ArgusOptions',
              kind: 'constructor',
              signature: 'public ArgusOptions()',
              description: 'Creates options holding the defaults.',
              since: '2.0.0',
            },
            {
              name: 'AppId',
              kind: 'property',
              signature: 'public string AppId { get; set; }',
              description:
                'The five-character App ID, for example `aB3x9`. Default `null`: the App ID from the build settings for the platform.',
              since: '2.0.0',
            },
            {
              name: 'BackgroundSessionsEnabled',
              kind: 'property',
              signature: 'public bool BackgroundSessionsEnabled { get; set; }',
              description: 'Records background sessions while the game runs in the background. Default `false`.',
              since: '2.0.0',
            },
            {
              name: 'CaptureUnhandledExceptions',
              kind: 'property',
              signature: 'public bool CaptureUnhandledExceptions { get; set; }',
              description:
                'Records unhandled C# exceptions that Unity reports through `Application.logMessageReceivedThreaded`. Default `true`.',
              since: '2.0.0',
            },
            {
              name: 'AutoViewCapture',
              kind: 'property',
              signature: 'public bool AutoViewCapture { get; set; }',
              description: 'Records each loaded scene as a view on the session timeline. Default `true`.',
              since: '2.0.0',
            },
            {
              name: 'TapCaptureEnabled',
              kind: 'property',
              signature: 'public bool TapCaptureEnabled { get; set; }',
              description:
                'Records taps on UI elements handled by the `EventSystem`, named by their GameObject. Default `false`.',
              since: '2.1.0',
            },
            {
              name: 'SceneLoadSpansEnabled',
              kind: 'property',
              signature: 'public bool SceneLoadSpansEnabled { get; set; }',
              description:
                'Records a `scene-load` span for each scene load after the first scene, which the startup trace covers, with the scene name and load mode as attributes. Default `true`.',
              since: '2.2.0',
            },
            {
              name: 'StartupSpansEnabled',
              kind: 'property',
              signature: 'public bool StartupSpansEnabled { get; set; }',
              description:
                'Records the startup trace, from process start to the first frame of the first scene. Default `true`.',
              since: '2.2.0',
            },
            {
              name: 'FpsCaptureEnabled',
              kind: 'property',
              signature: 'public bool FpsCaptureEnabled { get; set; }',
              description:
                'Samples the frame rate and records it per view, with frames slower than the target counted as janky. Default `true`.',
              since: '2.5.0',
            },
            {
              name: 'FpsSampleIntervalSeconds',
              kind: 'property',
              signature: 'public float FpsSampleIntervalSeconds { get; set; }',
              description: 'How often the frame rate is sampled, in seconds. Default `1`.',
              since: '2.5.0',
            },
            {
              name: 'MemoryPressureCaptureEnabled',
              kind: 'property',
              signature: 'public bool MemoryPressureCaptureEnabled { get; set; }',
              description:
                'Records each `Application.lowMemory` warning as a memory pressure event on the timeline. Default `true`.',
              since: '2.5.0',
            },
            {
              name: 'NetworkSpansForwardingEnabled',
              kind: 'property',
              signature: 'public bool NetworkSpansForwardingEnabled { get; set; }',
              description:
                'Lets `GenerateW3cTraceparent` create `traceparent` values, so requests you record join your backend traces; while `false` it returns `null`. Default `false`.',
              since: '2.4.0',
            },
            {
              name: 'DisabledUrlPatterns',
              kind: 'property',
              signature: 'public string[] DisabledUrlPatterns { get; set; }',
              description: 'Regular expressions; requests whose URL matches one are not recorded. Default empty.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Start the SDK when the first scene loads',
        code: `using ArgusIO.Unity;
using UnityEngine;

public class ArgusBootstrap : MonoBehaviour
{
    private void Awake()
    {
        Argus.Start(new ArgusOptions
        {
            AppId = "aB3x9",
            BackgroundSessionsEnabled = true,
            TapCaptureEnabled = true,
        });
        if (Argus.IsStarted)
        {
            Debug.Log($"Argus {Argus.Version} started");
        }
        DontDestroyOnLoad(gameObject);
    }
}`,
      },
    },
    {
      id: 'sessions',
      title: 'Sessions',
      description:
        'A session is one period of play, in the foreground or, with `BackgroundSessionsEnabled`, in the background. Read the current session ID, end a session at a logical boundary such as sign-out, and learn how the previous run ended.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Session members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'GetCurrentSessionId',
              kind: 'method',
              signature: 'public static string GetCurrentSessionId()',
              description: 'Returns the ID of the session in progress, as shown in the dashboard.',
              returns: {type: 'string', description: 'The session ID, or `null` before `Start`.'},
              since: '2.0.0',
            },
            {
              name: 'EndSession',
              kind: 'method',
              signature: 'public static void EndSession(bool clearUserInfo = false)',
              description: 'Ends the current session and starts a new one at once.',
              parameters: [
                {
                  name: 'clearUserInfo',
                  type: 'bool',
                  description: 'Also clears the user identifier, username, email and personas.',
                  default: 'false',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'GetLastRunEndState',
              kind: 'method',
              signature: 'public static LastRunEndState GetLastRunEndState()',
              description: 'Tells how the previous run of the game ended, including native crashes.',
              returns: {
                type: 'LastRunEndState',
                description: '`Crash`, `CleanExit`, or `Invalid` when it cannot be known.',
              },
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'LastRunEndState',
          kind: 'enum',
          description: 'How the previous run of the game ended.',
          since: '2.0.0',
          members: [
            {
              name: 'Invalid',
              kind: 'case',
              signature: 'Invalid',
              description: 'Not known: the SDK is not started, or this is the first run.',
              since: '2.0.0',
            },
            {
              name: 'Crash',
              kind: 'case',
              signature: 'Crash',
              description: 'The previous run ended in a crash.',
              since: '2.0.0',
            },
            {
              name: 'CleanExit',
              kind: 'case',
              signature: 'CleanExit',
              description: 'The previous run ended without a crash.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Read the session ID and the last run end state',
        code: `using ArgusIO.Unity;
using UnityEngine;

public class SessionReporter : MonoBehaviour
{
    private void Start()
    {
        Debug.Log($"Argus session: {Argus.GetCurrentSessionId()}");
        if (Argus.GetLastRunEndState() == LastRunEndState.Crash)
        {
            Debug.LogWarning("The previous run crashed");
        }
    }

    public void OnSignOut()
    {
        Argus.EndSession(clearUserInfo: true);
    }
}`,
      },
    },
    {
      id: 'users',
      title: 'Users',
      description:
        'Identify the player of a session so you can find their sessions in the dashboard. Values persist across launches until you clear them; personas group players into segments such as `beta_tester`.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'User identity members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'SetUserIdentifier',
              kind: 'method',
              signature: 'public static void SetUserIdentifier(string userId)',
              description: 'Sets your own ID for the user, kept for this and later sessions.',
              parameters: [{name: 'userId', type: 'string', description: 'An internal ID; avoid personal data.'}],
              since: '2.0.0',
            },
            {
              name: 'ClearUserIdentifier',
              kind: 'method',
              signature: 'public static void ClearUserIdentifier()',
              description: 'Removes the user identifier.',
              since: '2.0.0',
            },
            {
              name: 'SetUsername',
              kind: 'method',
              signature: 'public static void SetUsername(string username)',
              description: 'Sets the user name shown in the dashboard.',
              parameters: [{name: 'username', type: 'string', description: 'The user name.'}],
              since: '2.0.0',
            },
            {
              name: 'ClearUsername',
              kind: 'method',
              signature: 'public static void ClearUsername()',
              description: 'Removes the user name.',
              since: '2.0.0',
            },
            {
              name: 'SetUserEmail',
              kind: 'method',
              signature: 'public static void SetUserEmail(string email)',
              description: 'Sets the user email address.',
              parameters: [{name: 'email', type: 'string', description: 'The email address.'}],
              since: '2.0.0',
            },
            {
              name: 'ClearUserEmail',
              kind: 'method',
              signature: 'public static void ClearUserEmail()',
              description: 'Removes the user email address.',
              since: '2.0.0',
            },
            {
              name: 'AddUserPersona',
              kind: 'method',
              signature: 'public static void AddUserPersona(string persona)',
              description: 'Adds a persona to the user, for example `premium`.',
              parameters: [{name: 'persona', type: 'string', description: 'Persona name, at most 128 characters.'}],
              since: '2.0.0',
            },
            {
              name: 'RemoveUserPersona',
              kind: 'method',
              signature: 'public static void RemoveUserPersona(string persona)',
              description: 'Removes one persona from the user.',
              parameters: [{name: 'persona', type: 'string', description: 'Persona name to remove.'}],
              since: '2.0.0',
            },
            {
              name: 'ClearAllUserPersonas',
              kind: 'method',
              signature: 'public static void ClearAllUserPersonas()',
              description: 'Removes every persona from the user.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Identify a signed-in player',
        code: `using ArgusIO.Unity;

public static class PlayerIdentity
{
    public static void OnSignIn(string playerId, string name, string email, bool isPremium)
    {
        Argus.SetUserIdentifier(playerId);
        Argus.SetUsername(name);
        Argus.SetUserEmail(email);
        if (isPremium)
        {
            Argus.AddUserPersona("premium");
        }
        else
        {
            Argus.RemoveUserPersona("premium");
        }
    }

    public static void OnSignOut()
    {
        Argus.ClearUserIdentifier();
        Argus.ClearUsername();
        Argus.ClearUserEmail();
        Argus.ClearAllUserPersonas();
    }
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
          kind: 'class',
          description: 'Session property members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'AddSessionProperty',
              kind: 'method',
              signature: 'public static bool AddSessionProperty(string key, string value, bool permanent = false)',
              description: 'Adds or replaces a property on the current session.',
              parameters: [
                {name: 'key', type: 'string', description: 'Property name, at most 128 characters.'},
                {name: 'value', type: 'string', description: 'Property value, at most 1024 characters.'},
                {
                  name: 'permanent',
                  type: 'bool',
                  description: '`true` to keep the property on later sessions too.',
                  default: 'false',
                },
              ],
              returns: {type: 'bool', description: '`true` if the property was added.'},
              since: '2.0.0',
            },
            {
              name: 'RemoveSessionProperty',
              kind: 'method',
              signature: 'public static bool RemoveSessionProperty(string key)',
              description: 'Removes a property, permanent or not, from the current session.',
              parameters: [{name: 'key', type: 'string', description: 'Property name.'}],
              returns: {type: 'bool', description: '`true` if a property was removed.'},
              since: '2.0.0',
            },
            {
              name: 'GetSessionProperties',
              kind: 'method',
              signature: 'public static Dictionary<string, string> GetSessionProperties()',
              description: 'Returns the properties of the current session.',
              returns: {type: 'Dictionary<string, string>', description: 'The properties; empty before `Start`.'},
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Tag sessions with a game mode and a level',
        code: `using ArgusIO.Unity;
using UnityEngine;

public static class SessionTags
{
    public static void OnMatchStarted(string mode, int level)
    {
        Argus.AddSessionProperty("game_mode", mode, permanent: true);
        Argus.AddSessionProperty("level", level.ToString());
    }

    public static void OnMatchLeft()
    {
        Argus.RemoveSessionProperty("level");
        foreach (var entry in Argus.GetSessionProperties())
        {
            Debug.Log($"{entry.Key} = {entry.Value}");
        }
    }
}`,
      },
    },
    {
      id: 'logs',
      title: 'Logs',
      description:
        'Logs are messages with a severity of info, warning or error, optional properties and, on `LogMessage`, an optional log attachment. Messages are cut at 4096 characters, a log carries at most 100 properties, and an attachment is at most 1 MiB.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Log members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'LogInfo',
              kind: 'method',
              signature: 'public static void LogInfo(string message, Dictionary<string, string> properties = null)',
              description: 'Sends an info log.',
              parameters: [
                {name: 'message', type: 'string', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'LogWarning',
              kind: 'method',
              signature: 'public static void LogWarning(string message, Dictionary<string, string> properties = null)',
              description: 'Sends a warning log, with the current C# stack trace.',
              parameters: [
                {name: 'message', type: 'string', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'LogError',
              kind: 'method',
              signature: 'public static void LogError(string message, Dictionary<string, string> properties = null)',
              description: 'Sends an error log, with the current C# stack trace.',
              parameters: [
                {name: 'message', type: 'string', description: 'The log message.'},
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'LogMessage',
              kind: 'method',
              signature: `public static void LogMessage(
    string message,
    LogSeverity severity,
    Dictionary<string, string> properties = null,
    byte[] attachment = null)`,
              description: 'Sends a log with the given severity and, optionally, a log attachment.',
              parameters: [
                {name: 'message', type: 'string', description: 'The log message.'},
                {name: 'severity', type: 'LogSeverity', description: '`Info`, `Warning` or `Error`.'},
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
                {
                  name: 'attachment',
                  type: 'byte[]',
                  description:
                    'A log attachment of at most 1 MiB; a larger one is dropped and the log is sent without it.',
                  default: 'null',
                  since: '2.3.0',
                },
              ],
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'LogSeverity',
          kind: 'enum',
          description: 'Severity of a log or a handled exception.',
          since: '2.0.0',
          members: [
            {
              name: 'Info',
              kind: 'case',
              signature: 'Info',
              description: 'Information about normal operation.',
              since: '2.0.0',
            },
            {
              name: 'Warning',
              kind: 'case',
              signature: 'Warning',
              description: 'Something unexpected that the game recovered from.',
              since: '2.0.0',
            },
            {
              name: 'Error',
              kind: 'case',
              signature: 'Error',
              description: 'A failure the player may notice.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Send logs with properties and an attachment',
        code: `using System.Collections.Generic;
using System.Text;
using ArgusIO.Unity;

public static class MatchLogs
{
    public static void OnMatchSaved(string matchId, string saveJson)
    {
        var properties = new Dictionary<string, string> { { "match_id", matchId } };
        Argus.LogInfo("Match saved", properties);
        Argus.LogMessage("Save file written", LogSeverity.Info, properties, Encoding.UTF8.GetBytes(saveJson));
    }

    public static void OnSyncSlow(long milliseconds)
    {
        Argus.LogWarning("Cloud sync slow", new Dictionary<string, string> { { "ms", milliseconds.ToString() } });
    }

    public static void OnSyncFailed()
    {
        Argus.LogError("Cloud sync failed");
    }
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
          kind: 'class',
          description: 'Breadcrumb member of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'AddBreadcrumb',
              kind: 'method',
              signature: 'public static void AddBreadcrumb(string message)',
              description: 'Adds a breadcrumb to the current session.',
              parameters: [{name: 'message', type: 'string', description: 'The note, at most 256 characters.'}],
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Leave a breadcrumb',
        code: `using ArgusIO.Unity;

public static class ShopEvents
{
    public static void OnItemPurchased(string itemId)
    {
        Argus.AddBreadcrumb($"Purchased {itemId}");
    }
}`,
      },
    },
    {
      id: 'exceptions',
      title: 'Exceptions',
      description:
        'Report C# exceptions that your code catches and handles; unhandled exceptions are captured automatically while `CaptureUnhandledExceptions` is on. Each appears in the Exceptions area of the dashboard, and the dashboard gives it a severity score from the severity you pass and how often it occurs.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Handled exception member of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'LogException',
              kind: 'method',
              signature: `public static void LogException(
    Exception exception,
    LogSeverity severity = LogSeverity.Error,
    Dictionary<string, string> properties = null)`,
              description:
                'Records a handled exception with its C# stack trace; symbolicated from the IL2CPP line mappings when the build uploads them.',
              parameters: [
                {
                  name: 'exception',
                  type: 'Exception',
                  description:
                    'The caught exception. For an `AggregateException`, such as the one of a faulted task, pass each of its inner exceptions, so each is recorded with its own type and stack trace.',
                },
                {
                  name: 'severity',
                  type: 'LogSeverity',
                  description: 'How serious it is.',
                  default: 'LogSeverity.Error',
                },
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Report a handled exception',
        code: `using System.Collections.Generic;
using System.IO;
using ArgusIO.Unity;

public static class SaveLoader
{
    public static string Load(string path)
    {
        if (!File.Exists(path))
        {
            return null; // a first launch: no save yet, nothing to report
        }
        try
        {
            return File.ReadAllText(path);
        }
        catch (IOException e)
        {
            Argus.LogException(e, LogSeverity.Error, new Dictionary<string, string> { { "path", path } });
            return null;
        }
    }
}`,
      },
    },
    {
      id: 'traces',
      title: 'Traces',
      description:
        'Traces measure work as spans with OpenTelemetry semantics: a span has a name, a start and an end, optional parent, attributes (at most 50) and events (at most 10). A span without a parent is the root of a new trace; scene-load and startup spans are recorded for you.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Tracing members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'StartSpan',
              kind: 'method',
              signature:
                'public static Span StartSpan(string name, Span parent = null, DateTimeOffset? startTime = null)',
              description:
                'Starts a span; stop it with `Span.Stop`. Before `Start`, returns a span that records nothing.',
              parameters: [
                {name: 'name', type: 'string', description: 'Span name, at most 128 characters.'},
                {
                  name: 'parent',
                  type: 'Span',
                  description: 'The parent span; `null` starts a new trace.',
                  default: 'null',
                },
                {
                  name: 'startTime',
                  type: 'DateTimeOffset?',
                  description: 'Start time; `null` means now.',
                  default: 'null',
                },
              ],
              returns: {type: 'Span', description: 'The running span.'},
              since: '2.0.0',
            },
            {
              name: 'RecordSpan',
              kind: 'method',
              signature:
                'public static void RecordSpan(string name, Action action, Span parent = null, Dictionary<string, string> attributes = null)',
              description:
                'Runs `action` inside a span that stops when it returns, with `SpanErrorCode.Failure` if it throws.',
              parameters: [
                {name: 'name', type: 'string', description: 'Span name.'},
                {name: 'action', type: 'Action', description: 'The work to measure.'},
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Dictionary<string, string>',
                  description: 'Attributes to set on the span.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
            {
              name: 'RecordSpan',
              kind: 'method',
              signature:
                'public static T RecordSpan<T>(string name, Func<T> func, Span parent = null, Dictionary<string, string> attributes = null)',
              description: 'Runs `func` inside a span and returns its result.',
              parameters: [
                {name: 'name', type: 'string', description: 'Span name.'},
                {name: 'func', type: 'Func<T>', description: 'The work to measure.'},
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Dictionary<string, string>',
                  description: 'Attributes to set on the span.',
                  default: 'null',
                },
              ],
              returns: {type: 'T', description: 'What `func` returns.'},
              since: '2.0.0',
            },
            {
              name: 'RecordCompletedSpan',
              kind: 'method',
              signature: `public static bool RecordCompletedSpan(
    string name,
    DateTimeOffset startTime,
    DateTimeOffset endTime,
    SpanErrorCode? errorCode = null,
    Span parent = null,
    Dictionary<string, string> attributes = null,
    IReadOnlyList<SpanEvent> events = null)`,
              description: 'Records a span for work that already finished.',
              parameters: [
                {name: 'name', type: 'string', description: 'Span name.'},
                {name: 'startTime', type: 'DateTimeOffset', description: 'Start time.'},
                {name: 'endTime', type: 'DateTimeOffset', description: 'End time, not before the start.'},
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'parent', type: 'Span', description: 'The parent span.', default: 'null'},
                {
                  name: 'attributes',
                  type: 'Dictionary<string, string>',
                  description: 'Attributes of the span.',
                  default: 'null',
                },
                {
                  name: 'events',
                  type: 'IReadOnlyList<SpanEvent>',
                  description: 'Events that happened during the span.',
                  default: 'null',
                },
              ],
              returns: {type: 'bool', description: '`true` if the span was recorded.'},
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'Span',
          kind: 'class',
          description:
            'A running or stopped span, returned by `Argus.StartSpan` (`ArgusIO.Unity.Span`). Safe to use from any thread.',
          since: '2.0.0',
          members: [
            {
              name: 'TraceId',
              kind: 'property',
              signature: 'public string TraceId { get; }',
              description: 'ID of the trace the span belongs to, 32 hex characters.',
              since: '2.0.0',
            },
            {
              name: 'SpanId',
              kind: 'property',
              signature: 'public string SpanId { get; }',
              description: 'ID of the span, 16 hex characters.',
              since: '2.0.0',
            },
            {
              name: 'IsRecording',
              kind: 'property',
              signature: 'public bool IsRecording { get; }',
              description: 'Whether the span is started and not yet stopped.',
              since: '2.0.0',
            },
            {
              name: 'Stop',
              kind: 'method',
              signature: 'public bool Stop(SpanErrorCode? errorCode = null, DateTimeOffset? endTime = null)',
              description: 'Stops the span; a span stops once, later calls return `false`.',
              parameters: [
                {
                  name: 'errorCode',
                  type: 'SpanErrorCode?',
                  description: 'Why it failed; `null` for success.',
                  default: 'null',
                },
                {name: 'endTime', type: 'DateTimeOffset?', description: 'End time; `null` means now.', default: 'null'},
              ],
              returns: {type: 'bool', description: '`true` if this call stopped the span.'},
              since: '2.0.0',
            },
            {
              name: 'AddAttribute',
              kind: 'method',
              signature: 'public bool AddAttribute(string key, string value)',
              description: 'Sets an attribute on the span.',
              parameters: [
                {name: 'key', type: 'string', description: 'Attribute name, at most 128 characters.'},
                {name: 'value', type: 'string', description: 'Attribute value, at most 1024 characters.'},
              ],
              returns: {type: 'bool', description: '`false` if the span is stopped or already has 50 attributes.'},
              since: '2.0.0',
            },
            {
              name: 'AddEvent',
              kind: 'method',
              signature:
                'public bool AddEvent(string name, Dictionary<string, string> attributes = null, DateTimeOffset? timestamp = null)',
              description: 'Records a point-in-time event on the span.',
              parameters: [
                {name: 'name', type: 'string', description: 'Event name.'},
                {
                  name: 'attributes',
                  type: 'Dictionary<string, string>',
                  description: 'Attributes of the event.',
                  default: 'null',
                },
                {
                  name: 'timestamp',
                  type: 'DateTimeOffset?',
                  description: 'When it happened; `null` means now.',
                  default: 'null',
                },
              ],
              returns: {type: 'bool', description: '`false` if the span is stopped or already has 10 events.'},
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'SpanEvent',
          kind: 'class',
          description: 'An event passed to `Argus.RecordCompletedSpan`.',
          since: '2.0.0',
          members: [
            {
              name: 'SpanEvent',
              kind: 'constructor',
              signature:
                'public SpanEvent(string name, DateTimeOffset timestamp, Dictionary<string, string> attributes = null)',
              description: 'Creates an event.',
              parameters: [
                {name: 'name', type: 'string', description: 'Event name.'},
                {name: 'timestamp', type: 'DateTimeOffset', description: 'When it happened.'},
                {
                  name: 'attributes',
                  type: 'Dictionary<string, string>',
                  description: 'Attributes of the event.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
            },
          ],
        },
        {
          name: 'SpanErrorCode',
          kind: 'enum',
          description: 'Why a span did not complete successfully.',
          since: '2.0.0',
          members: [
            {name: 'Failure', kind: 'case', signature: 'Failure', description: 'The operation failed.', since: '2.0.0'},
            {
              name: 'UserAbandon',
              kind: 'case',
              signature: 'UserAbandon',
              description: 'The player gave up before it finished.',
              since: '2.0.0',
            },
            {
              name: 'Unknown',
              kind: 'case',
              signature: 'Unknown',
              description: 'It did not complete, for an unknown reason.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Measure level generation with a parent and a child span',
        code: `using System.Collections.Generic;
using ArgusIO.Unity;

public static class LevelBuilder
{
    public static bool Build(int level)
    {
        var buildSpan = Argus.StartSpan("build-level");
        buildSpan.AddAttribute("level", level.ToString());
        var tiles = Argus.RecordSpan("generate-tiles", () => level * 64, buildSpan);
        buildSpan.AddEvent("tiles-generated", new Dictionary<string, string> { { "count", tiles.ToString() } });
        var navSpan = Argus.StartSpan("bake-navmesh", buildSpan);
        var ok = tiles > 0;
        if (ok)
        {
            navSpan.Stop();
            buildSpan.Stop();
        }
        else
        {
            navSpan.Stop(SpanErrorCode.Failure);
            buildSpan.Stop(SpanErrorCode.Failure);
        }
        return ok;
    }
}`,
      },
    },
    {
      id: 'network',
      title: 'Network',
      description:
        'A Unity game records the requests its C# code reports: `LogNetworkRequest` for a `UnityWebRequest`, `RecordNetworkRequest` for any other client. The automatic network capture of the native SDKs is off in a Unity build, and network body capture is not available.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Network members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'RecordNetworkRequest',
              kind: 'method',
              signature: 'public static void RecordNetworkRequest(NetworkRequest request)',
              description: 'Records a request made by a client the SDK does not capture automatically.',
              parameters: [{name: 'request', type: 'NetworkRequest', description: 'The completed or failed request.'}],
              since: '2.0.0',
            },
            {
              name: 'GenerateW3cTraceparent',
              kind: 'method',
              signature: 'public static string GenerateW3cTraceparent()',
              description:
                'Creates a W3C `traceparent` value to send as a request header and to record with the request (`NetworkRequest.Traceparent`, or read from the `UnityWebRequest` by `LogNetworkRequest`), so the backend trace joins the request. Returns `null` while `NetworkSpansForwardingEnabled` is `false`.',
              returns: {type: 'string', description: 'A value such as `00-<trace-id>-<span-id>-01`, or `null`.'},
              since: '2.4.0',
            },
          ],
        },
        {
          name: 'NetworkRequest',
          kind: 'class',
          description:
            'A request passed to `Argus.RecordNetworkRequest`, set with an object initializer. Set `StatusCode` for a response, or `ErrorType` and `ErrorMessage` when no response arrived.',
          since: '2.0.0',
          members: [
            {
              name: 'NetworkRequest',
              kind: 'constructor',
              signature: 'public NetworkRequest()',
              description: 'Creates an empty request description.',
              since: '2.0.0',
            },
            {
              name: 'Url',
              kind: 'property',
              signature: 'public string Url { get; set; }',
              description: 'Full URL, cut at 2048 characters. Required.',
              since: '2.0.0',
            },
            {
              name: 'Method',
              kind: 'property',
              signature: 'public string Method { get; set; }',
              description: 'HTTP method, such as `GET`. Required.',
              since: '2.0.0',
            },
            {
              name: 'StartTime',
              kind: 'property',
              signature: 'public DateTimeOffset StartTime { get; set; }',
              description: 'When the request started. Required.',
              since: '2.0.0',
            },
            {
              name: 'EndTime',
              kind: 'property',
              signature: 'public DateTimeOffset EndTime { get; set; }',
              description: 'When it completed or failed. Required.',
              since: '2.0.0',
            },
            {
              name: 'StatusCode',
              kind: 'property',
              signature: 'public int? StatusCode { get; set; }',
              description: 'HTTP status code of the response. Default `null`.',
              since: '2.0.0',
            },
            {
              name: 'BytesSent',
              kind: 'property',
              signature: 'public long BytesSent { get; set; }',
              description: 'Size of the request body. Default `0`.',
              since: '2.0.0',
            },
            {
              name: 'BytesReceived',
              kind: 'property',
              signature: 'public long BytesReceived { get; set; }',
              description: 'Size of the response body. Default `0`.',
              since: '2.0.0',
            },
            {
              name: 'ErrorType',
              kind: 'property',
              signature: 'public string ErrorType { get; set; }',
              description: 'Error type when no response arrived. Default `null`.',
              since: '2.0.0',
            },
            {
              name: 'ErrorMessage',
              kind: 'property',
              signature: 'public string ErrorMessage { get; set; }',
              description: 'Error message when no response arrived. Default `null`.',
              since: '2.0.0',
            },
            {
              name: 'Traceparent',
              kind: 'property',
              signature: 'public string Traceparent { get; set; }',
              description: 'The `traceparent` header sent, from `Argus.GenerateW3cTraceparent`. Default `null`.',
              since: '2.4.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a request from a C# client',
        code: `using System;
using System.Net.Http;
using System.Threading.Tasks;
using ArgusIO.Unity;

public static class LeaderboardClient
{
    private static readonly HttpClient Http = new HttpClient();

    public static async Task<string> FetchAsync(string url)
    {
        var traceparent = Argus.GenerateW3cTraceparent();
        var start = DateTimeOffset.UtcNow;
        using var message = new HttpRequestMessage(HttpMethod.Get, url);
        message.Headers.Add("traceparent", traceparent);
        using var response = await Http.SendAsync(message);
        var body = await response.Content.ReadAsByteArrayAsync();
        Argus.RecordNetworkRequest(new NetworkRequest
        {
            Url = url,
            Method = "GET",
            StartTime = start,
            EndTime = DateTimeOffset.UtcNow,
            StatusCode = (int)response.StatusCode,
            BytesReceived = body.Length,
            Traceparent = traceparent,
        });
        return System.Text.Encoding.UTF8.GetString(body);
    }
}`,
      },
    },
    {
      id: 'moments',
      title: 'Moments',
      description:
        'Moments are the older timing API, kept for compatibility: a named start and end pair, plus the app startup moment. Use spans for new code; `Argus.StartSpan` measures the same work with parents, attributes and events.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Moment members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'StartMoment',
              kind: 'method',
              signature:
                'public static void StartMoment(string name, string identifier = null, Dictionary<string, string> properties = null)',
              description: 'Starts a named moment.',
              parameters: [
                {name: 'name', type: 'string', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'string',
                  description: 'Tells apart moments of the same name that overlap.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
              deprecated: {since: '2.1.0', replacement: 'Argus.StartSpan'},
            },
            {
              name: 'EndMoment',
              kind: 'method',
              signature:
                'public static void EndMoment(string name, string identifier = null, Dictionary<string, string> properties = null)',
              description: 'Ends a moment started with the same name and identifier.',
              parameters: [
                {name: 'name', type: 'string', description: 'Moment name.'},
                {
                  name: 'identifier',
                  type: 'string',
                  description: 'The identifier passed to `StartMoment`.',
                  default: 'null',
                },
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
              deprecated: {since: '2.1.0', replacement: 'Argus.StartSpan'},
            },
            {
              name: 'EndAppStartup',
              kind: 'method',
              signature: 'public static void EndAppStartup(Dictionary<string, string> properties = null)',
              description:
                'Ends the app startup moment, which starts with the process. Its replacement is a span you start with `Argus.StartSpan` at the launch time (`startTime`) and stop where this call was; since 2.2.0 the startup trace also measures the launch up to the first frame without code.',
              parameters: [
                {
                  name: 'properties',
                  type: 'Dictionary<string, string>',
                  description: 'Key-value pairs to attach.',
                  default: 'null',
                },
              ],
              since: '2.0.0',
              deprecated: {since: '2.1.0', replacement: 'Argus.StartSpan'},
            },
          ],
        },
      ],
      example: {
        title: 'Time an asset download with a moment',
        code: `using System.Collections;
using ArgusIO.Unity;
using UnityEngine;
using UnityEngine.Networking;

public class AssetDownloader : MonoBehaviour
{
#pragma warning disable CS0618 // Moments are deprecated in favour of spans.
    public IEnumerator Download(string url)
    {
        Argus.StartMoment("asset-download");
        using (var request = UnityWebRequest.Get(url))
        {
            yield return request.SendWebRequest();
        }
        Argus.EndMoment("asset-download");
    }
#pragma warning restore CS0618
}`,
      },
    },
    {
      id: 'views',
      title: 'Views',
      description:
        'Views are the screens of your game on the session timeline. With `AutoViewCapture` on, each loaded scene is a view; call `StartView` and `EndView` for screens inside a scene, such as menus and dialogs.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'View members of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'StartView',
              kind: 'method',
              signature: 'public static bool StartView(string name)',
              description: 'Starts a view; views can overlap, and one of the same name still open is ended first.',
              parameters: [{name: 'name', type: 'string', description: 'View name, such as `Inventory`.'}],
              returns: {type: 'bool', description: '`true` if the view started.'},
              since: '2.0.0',
            },
            {
              name: 'EndView',
              kind: 'method',
              signature: 'public static bool EndView(string name)',
              description: 'Ends the view with this name.',
              parameters: [{name: 'name', type: 'string', description: 'The name passed to `StartView`.'}],
              returns: {type: 'bool', description: '`false` if no view of that name was open.'},
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Track a menu as a view',
        code: `using ArgusIO.Unity;
using UnityEngine;

public class InventoryMenu : MonoBehaviour
{
    private void OnEnable()
    {
        Argus.StartView("Inventory");
    }

    private void OnDisable()
    {
        Argus.EndView("Inventory");
    }
}`,
      },
    },
    {
      id: 'log-network',
      title: 'UnityWebRequest capture',
      description:
        'Record each `UnityWebRequest` with `LogNetworkRequest` when it completes. It reads the URL, method, status code, byte counts, any error and the `traceparent` request header, when you set one, from the request.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'UnityWebRequest member of the entry point.',
          since: '2.0.0',
          members: [
            {
              name: 'LogNetworkRequest',
              kind: 'method',
              signature:
                'public static void LogNetworkRequest(UnityWebRequest request, DateTimeOffset startTime, DateTimeOffset endTime)',
              description:
                'Records a completed or failed `UnityWebRequest`; call it after the request is done and before you dispose of it.',
              parameters: [
                {name: 'request', type: 'UnityWebRequest', description: 'The finished request.'},
                {name: 'startTime', type: 'DateTimeOffset', description: 'When you sent it.'},
                {name: 'endTime', type: 'DateTimeOffset', description: 'When it completed or failed.'},
              ],
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Record a UnityWebRequest',
        code: `using System;
using System.Collections;
using ArgusIO.Unity;
using UnityEngine;
using UnityEngine.Networking;

public class NewsLoader : MonoBehaviour
{
    public IEnumerator Load(string url)
    {
        using (var request = UnityWebRequest.Get(url))
        {
            var start = DateTimeOffset.UtcNow;
            yield return request.SendWebRequest();
            Argus.LogNetworkRequest(request, start, DateTimeOffset.UtcNow);
        }
    }
}`,
      },
    },
    {
      id: 'build-options',
      title: 'Build options',
      description:
        'Build options live in the `ArgusBuildSettings` asset (Project Settings, Argus), which the editor package reads at build time: the App ID for each platform, and the upload of native symbols and IL2CPP line mappings used for C# symbolication. The upload reads the API token from an environment variable, so no token is stored in the project; this also works in Unity Cloud Build.',
      symbols: [
        {
          name: 'ArgusBuildSettings',
          kind: 'class',
          description:
            'Editor-only `ScriptableObject` in namespace `ArgusIO.Unity.Editor`, stored in `Assets/Argus/ArgusBuildSettings.asset`.',
          since: '2.0.0',
          namespace: 'ArgusIO.Unity.Editor',
          members: [
            {
              name: 'Instance',
              kind: 'property',
              signature: 'public static ArgusBuildSettings Instance { get; }',
              description: 'The settings asset of the project, created on first use.',
              since: '2.0.0',
            },
            {
              name: 'AndroidAppId',
              kind: 'property',
              signature: 'public string AndroidAppId { get; set; }',
              description: 'App ID written into the exported Android project, for example `aB3x9`.',
              since: '2.0.0',
            },
            {
              name: 'IosAppId',
              kind: 'property',
              signature: 'public string IosAppId { get; set; }',
              description: 'App ID written into the generated Xcode project.',
              since: '2.0.0',
            },
            {
              name: 'UploadSymbols',
              kind: 'property',
              signature: 'public bool UploadSymbols { get; set; }',
              description:
                'Uploads the symbol files of each release build: on Android the native symbols of `symbols.zip` and the R8 mapping file of a minified build, on iOS the dSYM files when you archive. Default `true`.',
              since: '2.0.0',
            },
            {
              name: 'Il2CppLineMappingEnabled',
              kind: 'property',
              signature: 'public bool Il2CppLineMappingEnabled { get; set; }',
              description:
                'Uploads IL2CPP line mappings so C# stack traces show file names and line numbers. Default `false`.',
              since: '2.1.0',
            },
            {
              name: 'ApiTokenEnvironmentVariable',
              kind: 'property',
              signature: 'public string ApiTokenEnvironmentVariable { get; set; }',
              description:
                'Name of the environment variable holding the API token for uploads. Default `ARGUS_API_TOKEN`.',
              since: '2.0.0',
            },
            {
              name: 'Save',
              kind: 'method',
              signature: 'public void Save()',
              description: 'Writes changed settings to the asset.',
              since: '2.0.0',
            },
          ],
        },
      ],
      example: {
        title: 'Configure build options from an editor script',
        code: `using ArgusIO.Unity.Editor;
using UnityEditor;

public static class ArgusBuildSetup
{
    [MenuItem("Tools/Configure Argus build")]
    public static void Configure()
    {
        var settings = ArgusBuildSettings.Instance;
        settings.AndroidAppId = "aB3x9";
        settings.IosAppId = "aB3x9";
        settings.UploadSymbols = true;
        settings.Il2CppLineMappingEnabled = true;
        settings.ApiTokenEnvironmentVariable = "ARGUS_API_TOKEN";
        settings.Save();
    }
}`,
      },
    },
    {
      id: 'user-opt-out',
      title: 'User opt-out',
      description:
        'Let players opt out of data collection, for example from a privacy menu. While a player is opted out the SDK records and sends nothing; the choice is stored on the device and applies from the next call onwards.',
      symbols: [
        {
          name: 'Argus',
          kind: 'class',
          description: 'Opt-out members of the entry point.',
          since: '2.2.0',
          members: [
            {
              name: 'SetUserOptOut',
              kind: 'method',
              signature: 'public static void SetUserOptOut(bool optOut)',
              description:
                'Opts the player out of, or back into, data collection; opting out ends the current session and discards unsent data.',
              parameters: [
                {name: 'optOut', type: 'bool', description: '`true` to stop collection, `false` to resume it.'},
              ],
              since: '2.2.0',
            },
            {
              name: 'IsUserOptedOut',
              kind: 'method',
              signature: 'public static bool IsUserOptedOut()',
              description: 'Reads the stored opt-out choice; works before `Start`.',
              returns: {type: 'bool', description: '`true` if the player has opted out.'},
              since: '2.2.0',
            },
          ],
        },
      ],
      example: {
        title: 'Wire a privacy toggle',
        code: `using ArgusIO.Unity;
using UnityEngine;
using UnityEngine.UI;

public class PrivacyToggle : MonoBehaviour
{
    [SerializeField] private Toggle shareDiagnostics;

    private void Start()
    {
        shareDiagnostics.isOn = !Argus.IsUserOptedOut();
        shareDiagnostics.onValueChanged.AddListener(isOn => Argus.SetUserOptOut(!isOn));
    }
}`,
      },
    },
  ],
} as const satisfies SdkApi;

export default unityApi;
