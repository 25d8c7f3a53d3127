// Stand-ins for the parts of UnityEngine and UnityEditor that the C# samples of the docs use, so
// scripts/samples/csharp.ts can compile them with Mono's mcs against the Argus API stubs. Names and
// shapes only, as Unity documents them; no behaviour. A sample that uses a Unity API missing here
// fails with CS0117 or CS0234: add the member, with Unity's signature, in its namespace below.
using System;
using System.Collections;
using System.Collections.Generic;

namespace UnityEngine
{
    public class Object
    {
        public string name { get; set; }
        public static void Destroy(Object obj) { }
        public static void DontDestroyOnLoad(Object target) { }
        public static T Instantiate<T>(T original) where T : Object { throw null; }
        public static T Instantiate<T>(T original, Transform parent) where T : Object { throw null; }
        public static implicit operator bool(Object exists) { throw null; }
    }
    public class Component : Object
    {
        public GameObject gameObject { get; }
        public Transform transform { get; }
        public T GetComponent<T>() { throw null; }
    }
    public class Transform : Component { }
    public class Behaviour : Component
    {
        public bool enabled { get; set; }
    }
    public class YieldInstruction { }
    public class Coroutine : YieldInstruction { }
    public class WaitForEndOfFrame : YieldInstruction { }
    public class WaitForSeconds : YieldInstruction
    {
        public WaitForSeconds(float seconds) { }
    }
    public class AsyncOperation : YieldInstruction
    {
        public bool isDone { get; }
        public float progress { get; }
        public event Action<AsyncOperation> completed;
    }
    public class MonoBehaviour : Behaviour
    {
        public Coroutine StartCoroutine(IEnumerator routine) { throw null; }
        public void StopCoroutine(Coroutine routine) { }
        public void StopAllCoroutines() { }
    }
    public class ScriptableObject : Object { }
    public class GameObject : Object
    {
        public GameObject() { }
        public GameObject(string name) { }
        public bool activeSelf { get; }
        public Transform transform { get; }
        public void SetActive(bool value) { }
        public T AddComponent<T>() where T : Component { throw null; }
        public T GetComponent<T>() { throw null; }
        public T GetComponentInChildren<T>() { throw null; }
    }
    public class Collider : Component { }
    public class Texture : Object
    {
        public int width { get; }
        public int height { get; }
    }
    public class Texture2D : Texture
    {
        public Texture2D(int width, int height) { }
        public byte[] EncodeToPNG() { throw null; }
        public byte[] EncodeToJPG(int quality) { throw null; }
    }
    public class AssetBundle : Object
    {
        public void Unload(bool unloadAllLoadedObjects) { }
    }
    public enum LogType { Error, Assert, Warning, Log, Exception }
    public static class Debug
    {
        public static bool isDebugBuild { get; }
        public static void Log(object message) { }
        public static void LogWarning(object message) { }
        public static void LogError(object message) { }
        public static void LogException(Exception exception) { }
    }
    public static class Application
    {
        public delegate void LogCallback(string condition, string stackTrace, LogType type);
        public delegate void LowMemoryCallback();
        public static event LogCallback logMessageReceived;
        public static event LogCallback logMessageReceivedThreaded;
        public static event LowMemoryCallback lowMemory;
        public static event Func<bool> wantsToQuit;
        public static event Action quitting;
        public static int targetFrameRate { get; set; }
        public static string persistentDataPath { get; }
        public static string version { get; }
        public static string identifier { get; }
        public static bool isEditor { get; }
        public static RuntimePlatform platform { get; }
        public static void Quit() { }
    }
    public enum RuntimePlatform { OSXEditor, WindowsEditor, LinuxEditor, IPhonePlayer, Android, WebGLPlayer }
    public static class Time
    {
        public static float time { get; }
        public static float deltaTime { get; }
        public static float realtimeSinceStartup { get; }
        public static double realtimeSinceStartupAsDouble { get; }
        public static int frameCount { get; }
    }
    public static class PlayerPrefs
    {
        public static void SetInt(string key, int value) { }
        public static int GetInt(string key, int defaultValue = 0) { throw null; }
        public static void SetString(string key, string value) { }
        public static string GetString(string key, string defaultValue = "") { throw null; }
        public static bool HasKey(string key) { throw null; }
        public static void Save() { }
    }
    public static class Resources
    {
        public static AsyncOperation UnloadUnusedAssets() { throw null; }
    }
    public static class SystemInfo
    {
        public static int systemMemorySize { get; }
        public static string deviceModel { get; }
    }
    public static class QualitySettings
    {
        public static int GetQualityLevel() { throw null; }
        public static void SetQualityLevel(int index) { }
    }
    public static class ScreenCapture
    {
        public static Texture2D CaptureScreenshotAsTexture() { throw null; }
    }
    public static class JsonUtility
    {
        public static string ToJson(object obj) { throw null; }
        public static T FromJson<T>(string json) { throw null; }
        public static void FromJsonOverwrite(string json, object objectToOverwrite) { }
    }
    public enum RuntimeInitializeLoadType { AfterSceneLoad, BeforeSceneLoad, AfterAssembliesLoaded, BeforeSplashScreen, SubsystemRegistration }
    [AttributeUsage(AttributeTargets.Method)]
    public class RuntimeInitializeOnLoadMethodAttribute : Attribute
    {
        public RuntimeInitializeOnLoadMethodAttribute() { }
        public RuntimeInitializeOnLoadMethodAttribute(RuntimeInitializeLoadType loadType) { }
    }
    [AttributeUsage(AttributeTargets.Field)]
    public class SerializeField : Attribute { }
    [AttributeUsage(AttributeTargets.Class)]
    public class DefaultExecutionOrder : Attribute
    {
        public DefaultExecutionOrder(int order) { }
    }
    [AttributeUsage(AttributeTargets.Class, AllowMultiple = true)]
    public class RequireComponent : Attribute
    {
        public RequireComponent(Type requiredComponent) { }
    }
}

namespace UnityEngine.Diagnostics
{
    public enum ForcedCrashCategory { AccessViolation, FatalError, Abort, PureVirtualFunction, MonoAbort }
    public static class Utils
    {
        public static void ForceCrash(ForcedCrashCategory crashCategory) { }
    }
}

namespace UnityEngine.Profiling
{
    public static class Profiler
    {
        public static long GetTotalAllocatedMemoryLong() { throw null; }
        public static long GetTotalReservedMemoryLong() { throw null; }
    }
}

namespace UnityEngine.SceneManagement
{
    public struct Scene
    {
        public string name { get; }
        public string path { get; }
        public int buildIndex { get; }
        public bool isLoaded { get; }
        public bool IsValid() { throw null; }
        public GameObject[] GetRootGameObjects() { throw null; }
    }
    public enum LoadSceneMode { Single, Additive }
    public static class SceneManager
    {
        public static event UnityEngine.Events.UnityAction<Scene, LoadSceneMode> sceneLoaded;
        public static event UnityEngine.Events.UnityAction<Scene> sceneUnloaded;
        public static event UnityEngine.Events.UnityAction<Scene, Scene> activeSceneChanged;
        public static Scene GetActiveScene() { throw null; }
        public static Scene GetSceneByName(string name) { throw null; }
        public static void LoadScene(string sceneName, LoadSceneMode mode = LoadSceneMode.Single) { }
        public static AsyncOperation LoadSceneAsync(string sceneName, LoadSceneMode mode = LoadSceneMode.Single) { throw null; }
    }
}

namespace UnityEngine.Events
{
    public delegate void UnityAction();
    public delegate void UnityAction<T0>(T0 arg0);
    public delegate void UnityAction<T0, T1>(T0 arg0, T1 arg1);
    public class UnityEvent<T0>
    {
        public void AddListener(UnityAction<T0> call) { }
        public void RemoveListener(UnityAction<T0> call) { }
    }
}

namespace UnityEngine.Networking
{
    public class DownloadHandler : IDisposable
    {
        public string text { get; }
        public byte[] data { get; }
        public void Dispose() { }
    }
    public class DownloadHandlerBuffer : DownloadHandler { }
    public class DownloadHandlerAssetBundle : DownloadHandler
    {
        public static AssetBundle GetContent(UnityWebRequest www) { throw null; }
    }
    public class UploadHandler : IDisposable
    {
        public string contentType { get; set; }
        public void Dispose() { }
    }
    public class UploadHandlerRaw : UploadHandler
    {
        public UploadHandlerRaw(byte[] data) { }
    }
    public class UnityWebRequestAsyncOperation : AsyncOperation
    {
        public UnityWebRequest webRequest { get; }
    }
    public class UnityWebRequest : IDisposable
    {
        public enum Result { InProgress, Success, ConnectionError, ProtocolError, DataProcessingError }
        public const string kHttpVerbGET = "GET";
        public const string kHttpVerbPOST = "POST";
        public const string kHttpVerbPUT = "PUT";
        public UnityWebRequest() { }
        public UnityWebRequest(string url, string method) { }
        public UnityWebRequest(string url, string method, DownloadHandler downloadHandler, UploadHandler uploadHandler) { }
        public string url { get; set; }
        public string method { get; set; }
        public Result result { get; }
        public long responseCode { get; }
        public string error { get; }
        public bool isDone { get; }
        public ulong downloadedBytes { get; }
        public ulong uploadedBytes { get; }
        public int timeout { get; set; }
        public DownloadHandler downloadHandler { get; set; }
        public UploadHandler uploadHandler { get; set; }
        public static UnityWebRequest Get(string uri) { throw null; }
        public static UnityWebRequest Post(string uri, string postData, string contentType) { throw null; }
        public void SetRequestHeader(string name, string value) { }
        public string GetRequestHeader(string name) { throw null; }
        public string GetResponseHeader(string name) { throw null; }
        public UnityWebRequestAsyncOperation SendWebRequest() { throw null; }
        public void Abort() { }
        public void Dispose() { }
    }
    public static class UnityWebRequestAssetBundle
    {
        public static UnityWebRequest GetAssetBundle(string uri) { throw null; }
    }
}

namespace UnityEngine.EventSystems
{
    public class PointerEventData
    {
        public GameObject pointerPress { get; }
    }
    public interface IEventSystemHandler { }
    public interface IPointerClickHandler : IEventSystemHandler
    {
        void OnPointerClick(PointerEventData eventData);
    }
}

namespace UnityEngine.UI
{
    public class Toggle : MonoBehaviour
    {
        public class ToggleEvent : UnityEngine.Events.UnityEvent<bool> { }
        public bool isOn { get; set; }
        public ToggleEvent onValueChanged { get; }
        public void SetIsOnWithoutNotify(bool value) { }
    }
}

namespace UnityEngine.CloudBuild
{
    public class BuildManifestObject : ScriptableObject
    {
        public bool TryGetValue<T>(string key, out T result) { throw null; }
        public T GetValue<T>(string key) { throw null; }
    }
}

namespace UnityEditor
{
    public enum BuildTarget { StandaloneOSX, iOS, Android, WebGL }
    public enum BuildTargetGroup { Standalone, iOS, Android, WebGL }
    [Flags]
    public enum BuildOptions { None = 0, Development = 1 }
    public enum ScriptingImplementation { Mono2x, IL2CPP }
    public enum AndroidArchitecture { None = 0, ARMv7 = 1, ARM64 = 2, X86_64 = 32, All = -1 }
    public enum AndroidCreateSymbols { Disabled, Public, Debugging }
    public enum Il2CppCompilerConfiguration { Debug, Release, Master }
    public struct BuildPlayerOptions
    {
        public string[] scenes { get; set; }
        public string locationPathName { get; set; }
        public BuildTarget target { get; set; }
        public BuildTargetGroup targetGroup { get; set; }
        public BuildOptions options { get; set; }
    }
    public static class BuildPipeline
    {
        public static Build.Reporting.BuildReport BuildPlayer(BuildPlayerOptions buildPlayerOptions) { throw null; }
    }
    public static class EditorUserBuildSettings
    {
        public static bool buildAppBundle { get; set; }
        public static AndroidCreateSymbols androidCreateSymbols { get; set; }
        public static bool development { get; set; }
    }
    public static class EditorApplication
    {
        public static void Exit(int returnValue) { }
    }
    public static class PlayerSettings
    {
        public static string bundleVersion { get; set; }
        public static void SetScriptingBackend(Build.NamedBuildTarget buildTarget, ScriptingImplementation backend) { }
        public static void SetIl2CppCompilerConfiguration(Build.NamedBuildTarget buildTarget, Il2CppCompilerConfiguration configuration) { }
        public static class Android
        {
            public static AndroidArchitecture targetArchitectures { get; set; }
            public static int bundleVersionCode { get; set; }
        }
        public static class iOS
        {
            public static string buildNumber { get; set; }
        }
    }
    [AttributeUsage(AttributeTargets.Method)]
    public class MenuItem : Attribute
    {
        public MenuItem(string itemName) { }
    }
}

namespace UnityEditor.Build
{
    public struct NamedBuildTarget
    {
        public static readonly NamedBuildTarget Android;
        public static readonly NamedBuildTarget iOS;
        public static readonly NamedBuildTarget Standalone;
    }
    public interface IOrderedCallback
    {
        int callbackOrder { get; }
    }
    public interface IPreprocessBuildWithReport : IOrderedCallback
    {
        void OnPreprocessBuild(Reporting.BuildReport report);
    }
    public interface IPostprocessBuildWithReport : IOrderedCallback
    {
        void OnPostprocessBuild(Reporting.BuildReport report);
    }
}

namespace UnityEditor.Build.Reporting
{
    public enum BuildResult { Unknown, Succeeded, Failed, Cancelled }
    public struct BuildSummary
    {
        public BuildResult result { get; }
        public BuildTarget platform { get; }
        public string outputPath { get; }
        public ulong totalSize { get; }
    }
    public class BuildReport : UnityEngine.Object
    {
        public BuildSummary summary { get; }
    }
}

namespace UnityEditor.Android
{
    public enum DebugSymbolLevel { None, SymbolTable, Full }
    public enum DebugSymbolFormat { Zip, IncludeInBundle, LegacyExtensions }
    public interface IPostGenerateGradleAndroidProject : UnityEditor.Build.IOrderedCallback
    {
        void OnPostGenerateGradleAndroidProject(string path);
    }
}

namespace Unity.Android.Types
{
    public enum DebugSymbolLevel { None, SymbolTable, Full }
    public enum DebugSymbolFormat { Zip, IncludeInBundle, LegacyExtensions }
}
