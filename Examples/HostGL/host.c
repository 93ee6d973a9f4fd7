#include "HostGL.h"

#include <epoxy/gl.h>
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <stdio.h>
#include <string.h>

static GLFWwindow *window;
static int host_width, host_height;
static GLint rectangle_uniform = -1;
// The first lines of the host's shaders, for the API its context speaks.
static const char *shader_prelude = "#version 330 core\n";

int host_open(int width, int height, int es, unsigned char *error, int size) {
    if (!glfwInit()) {
        snprintf((char *)error, size, "no display for a GL window (run under xvfb-run -a without one)");
        return -1;
    }
    glfwWindowHint(GLFW_VISIBLE, GLFW_FALSE);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    if (es) {
        glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
        glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_EGL_CONTEXT_API);
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
        shader_prelude = "#version 300 es\nprecision highp float;\n";
    } else {
        glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
        glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
        glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
    }
    window = glfwCreateWindow(width, height, "EmbedInHost", NULL, NULL);
    if (!window) {
        snprintf((char *)error, size, "could not open a %dx%d window with %s", width, height, es ? "OpenGL ES 3.0" : "OpenGL 3.3");
        glfwTerminate();
        return -1;
    }
    glfwMakeContextCurrent(window);
    glfwGetFramebufferSize(window, &host_width, &host_height);
    return 0;
}

static GLuint compile(GLenum type, const char *source, unsigned char *error, int size) {
    GLuint shader = glCreateShader(type);
    const char *sources[] = {shader_prelude, source};
    glShaderSource(shader, 2, sources, NULL);
    glCompileShader(shader);
    GLint ok = 0;
    glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
    if (!ok) {
        glGetShaderInfoLog(shader, size, NULL, (char *)error);
        return 0;
    }
    return shader;
}

int host_setup(unsigned char *error, int size) {
    // The rectangle (x, y, width, height in clip units) as a strip of four corners, no buffers.
    const char *vertex =
        "uniform vec4 uRectangle;\n"
        "void main() {\n"
        "    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));\n"
        "    gl_Position = vec4(uRectangle.xy + corner * uRectangle.zw, 0.0, 1.0);\n"
        "}\n";
    const char *fragment =
        "out vec4 colour;\n"
        "void main() { colour = vec4(1.0); }\n";
    GLuint vs = compile(GL_VERTEX_SHADER, vertex, error, size), fs = compile(GL_FRAGMENT_SHADER, fragment, error, size);
    if (!vs || !fs) return -1;
    GLuint program = glCreateProgram();
    glAttachShader(program, vs);
    glAttachShader(program, fs);
    glLinkProgram(program);
    GLint ok = 0;
    glGetProgramiv(program, GL_LINK_STATUS, &ok);
    if (!ok) {
        glGetProgramInfoLog(program, size, NULL, (char *)error);
        return -1;
    }
    rectangle_uniform = glGetUniformLocation(program, "uRectangle");
    GLuint vertex_array;
    glGenVertexArrays(1, &vertex_array);
    glUseProgram(program);
    glBindVertexArray(vertex_array);
    glBindFramebuffer(GL_FRAMEBUFFER, 0);
    glViewport(0, 0, host_width, host_height);
    glDisable(GL_BLEND);
    glClearColor(0.0f, 64.0f / 255.0f, 128.0f / 255.0f, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    return 0;
}

void host_draw_rectangle(int x, int y, int width, int height) {
    float left = 2.0f * x / host_width - 1.0f, top = 1.0f - 2.0f * y / host_height;
    glUniform4f(rectangle_uniform, left, top - 2.0f * height / host_height, 2.0f * width / host_width, 2.0f * height / host_height);
    glDrawArrays(GL_TRIANGLE_STRIP, 0, 4);
}

void host_read_pixels(unsigned char *rgba) {
    int row_bytes = host_width * 4;
    glPixelStorei(GL_PACK_ALIGNMENT, 1);
    glReadPixels(0, 0, host_width, host_height, GL_RGBA, GL_UNSIGNED_BYTE, rgba);
    // GL's first row is the bottom one: swap rows so the top comes first.
    unsigned char swap[row_bytes];
    for (int row = 0; row < host_height / 2; row++) {
        unsigned char *a = rgba + row * row_bytes, *b = rgba + (host_height - 1 - row) * row_bytes;
        memcpy(swap, a, row_bytes);
        memcpy(a, b, row_bytes);
        memcpy(b, swap, row_bytes);
    }
}

void host_close(void) {
    glfwDestroyWindow(window);
    glfwTerminate();
}
