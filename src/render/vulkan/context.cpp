#include "render/vulkan/context.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <utility>

#include "render/vulkan/device_choice.h"
#include "render/vulkan/device_handle.h"
#include "render/vulkan/frame_commands.h"
#include "render/vulkan/validation_log.h"
#include "render/vulkan/vulkan_error.h"

namespace render::vulkan {
namespace {

constexpr const char* kValidationLayer = "VK_LAYER_KHRONOS_validation";

bool validation_layer_installed() {
    std::uint32_t count = 0;
    if (vkEnumerateInstanceLayerProperties(&count, nullptr) != VK_SUCCESS) return false;
    std::vector<VkLayerProperties> layers(count);
    if (vkEnumerateInstanceLayerProperties(&count, layers.data()) != VK_SUCCESS) return false;
    for (const VkLayerProperties& layer : layers)
        if (std::strcmp(layer.layerName, kValidationLayer) == 0) return true;
    return false;
}

std::vector<VkPhysicalDevice> physical_devices(VkInstance instance) {
    std::uint32_t count = 0;
    check(vkEnumeratePhysicalDevices(instance, &count, nullptr), "vkEnumeratePhysicalDevices");
    std::vector<VkPhysicalDevice> devices(count);
    check(vkEnumeratePhysicalDevices(instance, &count, devices.data()), "vkEnumeratePhysicalDevices");
    devices.resize(count);
    return devices;
}

std::vector<VkQueueFamilyProperties> queue_families(VkPhysicalDevice device) {
    std::uint32_t count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(device, &count, nullptr);
    std::vector<VkQueueFamilyProperties> families(count);
    vkGetPhysicalDeviceQueueFamilyProperties(device, &count, families.data());
    families.resize(count);
    return families;
}

bool can_present(VkPhysicalDevice device, std::uint32_t family, VkSurfaceKHR surface) {
    if (surface == VK_NULL_HANDLE) return true;
    VkBool32 supported = VK_FALSE;
    return vkGetPhysicalDeviceSurfaceSupportKHR(device, family, surface, &supported) == VK_SUCCESS &&
           supported == VK_TRUE;
}

// The first family that can draw (and present to `surface`, when there is
// one); graphics families can also copy.
std::optional<std::uint32_t> graphics_family(VkPhysicalDevice device, VkSurfaceKHR surface) {
    const std::vector<VkQueueFamilyProperties> families = queue_families(device);
    for (std::uint32_t i = 0; i < families.size(); ++i)
        if ((families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT) != 0 && families[i].queueCount > 0 &&
            can_present(device, i, surface))
            return i;
    return std::nullopt;
}

DeviceCandidate describe(VkPhysicalDevice device, VkSurfaceKHR surface) {
    VkPhysicalDeviceProperties properties{};
    vkGetPhysicalDeviceProperties(device, &properties);
    DeviceCandidate candidate;
    candidate.name = properties.deviceName;
    candidate.type = properties.deviceType;
    candidate.api_version = properties.apiVersion;
    candidate.graphics_queue = graphics_family(device, surface).has_value();
    // The 1.3 feature structure may only be asked of a 1.3 device.
    if (properties.apiVersion >= VK_API_VERSION_1_3) {
        VkPhysicalDeviceVulkan13Features features13{};
        features13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
        VkPhysicalDeviceFeatures2 features{};
        features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
        features.pNext = &features13;
        vkGetPhysicalDeviceFeatures2(device, &features);
        candidate.dynamic_rendering = features13.dynamicRendering == VK_TRUE;
        candidate.synchronization2 = features13.synchronization2 == VK_TRUE;
    }
    return candidate;
}

std::string driver_text(VkPhysicalDevice device) {
    VkPhysicalDeviceVulkan12Properties properties12{};
    properties12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_PROPERTIES;
    VkPhysicalDeviceProperties2 properties{};
    properties.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    properties.pNext = &properties12;
    vkGetPhysicalDeviceProperties2(device, &properties);
    return std::string(properties12.driverName) + " " + properties12.driverInfo;
}

std::string device_name_filter() {
    const char* filter = std::getenv("BRIMSTONE_VULKAN_DEVICE");
    return filter != nullptr ? filter : "";
}

}  // namespace

std::string DeviceInfo::api_version_text() const {
    return std::to_string(VK_API_VERSION_MAJOR(api_version)) + "." + std::to_string(VK_API_VERSION_MINOR(api_version)) +
           "." + std::to_string(VK_API_VERSION_PATCH(api_version));
}

struct Context::State {
    // First member, so it outlives the messenger and the instance that call into it.
    std::shared_ptr<ValidationLog> log = std::make_shared<ValidationLog>();
    bool validation = false;
    VkInstance instance = VK_NULL_HANDLE;
    VkDebugUtilsMessengerEXT messenger = VK_NULL_HANDLE;
    VkSurfaceKHR surface = VK_NULL_HANDLE;
    PFN_vkDestroyDebugUtilsMessengerEXT destroy_messenger = nullptr;
    VkPhysicalDevice physical_device = VK_NULL_HANDLE;
    VkPhysicalDeviceMemoryProperties memory_properties{};
    DeviceInfo info;
    Quirks quirks;
    VkDevice device = VK_NULL_HANDLE;
    VkQueue queue = VK_NULL_HANDLE;
    std::uint32_t queue_family = 0;
    FrameCommands one_shot;  // submit_and_wait's command buffer and fence
    // Set when the device was lost or a submission timed out (its command
    // buffer may still be pending, so it must not be recorded again).
    bool lost = false;
    std::optional<std::uint64_t> submissions_before_loss;  // ContextOptions' simulated loss
    std::uint64_t submissions = 0;

    State() = default;
    State(const State&) = delete;
    State& operator=(const State&) = delete;

    ~State() {
        if (device != VK_NULL_HANDLE) {
            vkDeviceWaitIdle(device);
            one_shot = FrameCommands();
            vkDestroyDevice(device, nullptr);
        }
        if (surface != VK_NULL_HANDLE) vkDestroySurfaceKHR(instance, surface, nullptr);
        if (messenger != VK_NULL_HANDLE) destroy_messenger(instance, messenger, nullptr);
        if (instance != VK_NULL_HANDLE) vkDestroyInstance(instance, nullptr);
    }

    void create_instance(bool want_validation, const std::vector<std::string>& window_extensions);
    void choose_physical_device();
    void create_device();
};

void Context::State::create_instance(bool want_validation, const std::vector<std::string>& window_extensions) {
    validation = want_validation && validation_layer_installed();

    VkApplicationInfo application{};
    application.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    application.pApplicationName = "Brimstone";
    application.pEngineName = "Brimstone";
    application.apiVersion = VK_API_VERSION_1_3;

    const char* layers[] = {kValidationLayer};
    std::vector<const char*> extensions;
    for (const std::string& name : window_extensions) extensions.push_back(name.c_str());
    if (validation) extensions.push_back(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);
    // Chained to the instance too, so messages from creating and destroying it are kept.
    VkDebugUtilsMessengerCreateInfoEXT messenger_info = log->messenger_info();

    VkInstanceCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    info.pApplicationInfo = &application;
    if (validation) {
        info.pNext = &messenger_info;
        info.enabledLayerCount = 1;
        info.ppEnabledLayerNames = layers;
    }
    info.enabledExtensionCount = static_cast<std::uint32_t>(extensions.size());
    info.ppEnabledExtensionNames = extensions.data();
    const VkResult created = vkCreateInstance(&info, nullptr, &instance);
    if (created == VK_ERROR_INCOMPATIBLE_DRIVER) throw VulkanUnavailable("no Vulkan driver found");
    if (created != VK_SUCCESS) throw VulkanUnavailable("vkCreateInstance failed: " + result_name(created));

    if (validation) {
        auto create_messenger = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
            vkGetInstanceProcAddr(instance, "vkCreateDebugUtilsMessengerEXT"));
        destroy_messenger = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
            vkGetInstanceProcAddr(instance, "vkDestroyDebugUtilsMessengerEXT"));
        if (create_messenger == nullptr || destroy_messenger == nullptr)
            throw base::Error("Vulkan: the validation layer offers no VK_EXT_debug_utils messenger");
        check(create_messenger(instance, &messenger_info, nullptr, &messenger), "vkCreateDebugUtilsMessengerEXT");
    }
}

void Context::State::choose_physical_device() {
    const std::vector<VkPhysicalDevice> devices = physical_devices(instance);
    std::vector<DeviceCandidate> candidates;
    candidates.reserve(devices.size());
    for (VkPhysicalDevice device : devices) candidates.push_back(describe(device, surface));
    const std::size_t chosen = choose_device(candidates, device_name_filter());
    physical_device = devices[chosen];
    queue_family = *graphics_family(physical_device, surface);

    VkPhysicalDeviceProperties properties{};
    vkGetPhysicalDeviceProperties(physical_device, &properties);
    VkPhysicalDeviceFeatures features{};
    vkGetPhysicalDeviceFeatures(physical_device, &features);
    vkGetPhysicalDeviceMemoryProperties(physical_device, &memory_properties);

    info.name = properties.deviceName;
    info.driver = driver_text(physical_device);
    info.type = properties.deviceType;
    info.is_cpu = properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
    info.api_version = properties.apiVersion;
    info.max_image_dimension_2d = properties.limits.maxImageDimension2D;
    info.max_texel_buffer_elements = properties.limits.maxTexelBufferElements;
    info.shader_int64 = features.shaderInt64 == VK_TRUE;
    info.fragment_stores_and_atomics = features.fragmentStoresAndAtomics == VK_TRUE;
    info.vertex_pipeline_stores_and_atomics = features.vertexPipelineStoresAndAtomics == VK_TRUE;
    std::uint32_t family_count = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical_device, &family_count, nullptr);
    std::vector<VkQueueFamilyProperties> families(family_count);
    vkGetPhysicalDeviceQueueFamilyProperties(physical_device, &family_count, families.data());
    info.timestamps = queue_family < family_count && families[queue_family].timestampValidBits > 0;
    info.timestamp_period_ns = properties.limits.timestampPeriod;
    quirks = quirks_for(properties);
}

void Context::State::create_device() {
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo queue_info{};
    queue_info.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    queue_info.queueFamilyIndex = queue_family;
    queue_info.queueCount = 1;
    queue_info.pQueuePriorities = &priority;

    VkPhysicalDeviceVulkan13Features features13{};
    features13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    features13.dynamicRendering = VK_TRUE;
    features13.synchronization2 = VK_TRUE;
    // Every 1.3 device has it; compute shaders built for 1.3 give their
    // workgroup size in the form it allows (LocalSizeId).
    features13.maintenance4 = VK_TRUE;
    VkPhysicalDeviceFeatures2 features{};
    features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    features.pNext = &features13;
    features.features.shaderInt64 = info.shader_int64 ? VK_TRUE : VK_FALSE;
    features.features.fragmentStoresAndAtomics = info.fragment_stores_and_atomics ? VK_TRUE : VK_FALSE;
    features.features.vertexPipelineStoresAndAtomics = info.vertex_pipeline_stores_and_atomics ? VK_TRUE : VK_FALSE;

    VkDeviceCreateInfo device_info{};
    device_info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    device_info.pNext = &features;
    device_info.queueCreateInfoCount = 1;
    device_info.pQueueCreateInfos = &queue_info;
    const char* swapchain_extension = VK_KHR_SWAPCHAIN_EXTENSION_NAME;
    if (surface != VK_NULL_HANDLE) {
        device_info.enabledExtensionCount = 1;
        device_info.ppEnabledExtensionNames = &swapchain_extension;
    }
    check(vkCreateDevice(physical_device, &device_info, nullptr, &device), "vkCreateDevice");
    vkGetDeviceQueue(device, queue_family, 0, &queue);
}

Context Context::create(const ContextOptions& options) { return create(options, WindowSurface{}); }

Context Context::create(const ContextOptions& options, const WindowSurface& window) {
    auto state = std::make_unique<State>();
    state->create_instance(options.validation, window.instance_extensions);
    if (window.create) state->surface = window.create(state->instance);
    state->choose_physical_device();
    state->create_device();
    state->one_shot = FrameCommands(state->device, state->queue_family, 1);
    state->submissions_before_loss = options.lose_device_after_submissions;
    return Context(std::move(state));
}

Context::Context(std::unique_ptr<State> state) : state_(std::move(state)) {}
Context::~Context() = default;
Context::Context(Context&&) noexcept = default;
Context& Context::operator=(Context&&) noexcept = default;

VkInstance Context::instance() const { return state_->instance; }
VkPhysicalDevice Context::physical_device() const { return state_->physical_device; }
VkDevice Context::device() const { return state_->device; }
VkQueue Context::queue() const { return state_->queue; }
std::uint32_t Context::queue_family() const { return state_->queue_family; }
VkSurfaceKHR Context::surface() const { return state_->surface; }
const DeviceInfo& Context::info() const { return state_->info; }
const Quirks& Context::quirks() const { return state_->quirks; }
const VkPhysicalDeviceMemoryProperties& Context::memory_properties() const { return state_->memory_properties; }
bool Context::validation_available() const { return state_->validation; }
std::vector<std::string> Context::validation_messages() const { return state_->log->messages(); }
std::shared_ptr<const ValidationLog> Context::validation_log() const { return state_->log; }

void begin_one_time_commands(VkCommandBuffer cmd) {
    check(vkResetCommandBuffer(cmd, 0), "vkResetCommandBuffer");
    VkCommandBufferBeginInfo begin{};
    begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    check(vkBeginCommandBuffer(cmd, &begin), "vkBeginCommandBuffer");
}

VkResult Context::submit(const VkSubmitInfo2& submission, VkFence fence) {
    State& s = *state_;
    if (s.submissions_before_loss && s.submissions >= *s.submissions_before_loss) s.lost = true;
    if (s.lost) return VK_ERROR_DEVICE_LOST;
    ++s.submissions;
    const VkResult result = vkQueueSubmit2(s.queue, 1, &submission, fence);
    if (result == VK_ERROR_DEVICE_LOST) s.lost = true;
    return result;
}

bool Context::lost() const { return state_->lost; }

void Context::submit_and_wait(const std::function<void(VkCommandBuffer)>& record) {
    State& s = *state_;
    if (s.lost) throw DeviceLost("Vulkan: " + s.info.name + " was lost or stopped responding earlier");
    VkCommandBuffer cmd = s.one_shot.commands(0);
    begin_one_time_commands(cmd);
    record(cmd);
    check(vkEndCommandBuffer(cmd), "vkEndCommandBuffer");
    submit_commands(cmd, s.one_shot.done(0));
    wait(s.one_shot.done(0));
}

void Context::submit_commands(VkCommandBuffer cmd, VkFence fence) {
    VkCommandBufferSubmitInfo buffer_info{};
    buffer_info.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_SUBMIT_INFO;
    buffer_info.commandBuffer = cmd;
    VkSubmitInfo2 submission{};
    submission.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO_2;
    submission.commandBufferInfoCount = 1;
    submission.pCommandBufferInfos = &buffer_info;
    check(vkResetFences(state_->device, 1, &fence), "vkResetFences");
    check(submit(submission, fence), "vkQueueSubmit2");
}

void Context::wait(VkFence fence) {
    State& s = *state_;
    const auto timeout = std::chrono::duration_cast<std::chrono::nanoseconds>(s.quirks.submission_timeout);
    const VkResult waited = vkWaitForFences(s.device, 1, &fence, VK_TRUE, static_cast<std::uint64_t>(timeout.count()));
    if (waited == VK_TIMEOUT) {
        s.lost = true;
        throw DeviceLost("Vulkan: " + s.info.name + " did not finish a submission within " +
                         std::to_string(s.quirks.submission_timeout.count()) + " s");
    }
    if (waited == VK_ERROR_DEVICE_LOST) s.lost = true;
    check(waited, "vkWaitForFences");
}

}  // namespace render::vulkan
